import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import { SERVICE_IDS } from '../../../domain/constants';
import type { CustomerAddressRecord, CustomerProductRecord, CustomerRecord } from '../../../domain/customers/records';
import { ROLES, type Role } from '../../../domain/roles';
import { BookRequestSection } from './booking/BookRequestSection';
import type { RequestKind } from './api';
import { AddressCard } from './AddressCard';
import { BasicDetailsCard } from './BasicDetailsCard';
import { ProductsCard } from './ProductsCard';
import { RequestTab } from './RequestTab';
import { RaiseEscalationButton } from '../../components/escalations/RaiseEscalationButton';

/** The request tabs after Profile Details: repairs, then each waste service's pick-ups. */
const REQUEST_TABS: readonly { label: string; kind: RequestKind; serviceId?: string }[] = [
  { label: 'customers.tabs.repair', kind: 'repair' },
  { label: 'customers.tabs.eWaste', kind: 'pickUp', serviceId: SERVICE_IDS.eWaste },
  { label: 'customers.tabs.plastic', kind: 'pickUp', serviceId: SERVICE_IDS.plastic },
  { label: 'customers.tabs.usedCookingOil', kind: 'pickUp', serviceId: SERVICE_IDS.usedCookingOil },
  { label: 'customers.tabs.textile', kind: 'pickUp', serviceId: SERVICE_IDS.textile },
];

/** Who may switch a customer view into raising a request (admin and customer care; dealers book at /book-request). */
const RAISERS: readonly (Role | undefined)[] = [ROLES.admin, ROLES.customerCare];

export interface CustomerViewProps {
  customer: CustomerRecord;
  /** Raising a request from the start (/book-request). */
  raising: boolean;
  setCustomer: (customer: CustomerRecord) => void;
  reload: () => void;
}

/**
 * The customer view: Profile Details with the basic details, addresses and
 * products, and once raising with a product chosen the Book A Request section; then the customer's request tabs.
 */
export function CustomerView({ customer, raising: raisingFromPage, setCustomer, reload }: CustomerViewProps) {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Role | undefined>();
  const [tab, setTab] = useState(0);
  const [raisingHere, setRaisingHere] = useState(false);
  const [addressId, setAddressId] = useState<string>();
  const [productId, setProductId] = useState<string>();
  const raising = raisingFromPage || raisingHere;
  const address = customer.addresses.find((entry) => entry.id === addressId);
  const product = customer.products.find((entry) => entry.id === productId);

  const changed = () => {
    reload();
    void queryClient.invalidateQueries({ queryKey: ['customerRequests'] });
  };
  const stopRaising = () => {
    setRaisingHere(false);
    setAddressId(undefined);
    setProductId(undefined);
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1, minWidth: 0 }}>
          {customer.firstName} {customer.lastName}
        </Typography>
        <RaiseEscalationButton userName={customer.username} />
        {!raisingFromPage && RAISERS.includes(permissions) && (
          <Button
            variant={raisingHere ? 'outlined' : 'contained'}
            onClick={() => (raisingHere ? stopRaising() : (setRaisingHere(true), setTab(0)))}
          >
            {translate(raisingHere ? 'customers.stopRaising' : 'customers.raiseRequest')}
          </Button>
        )}
      </Stack>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_, index: number) => setTab(index)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          <Tab label={translate('customers.tabs.profile')} />
          {REQUEST_TABS.map((entry) => (
            <Tab key={entry.label} label={translate(entry.label)} />
          ))}
        </Tabs>
      </Box>
      {tab === 0 ? (
        <Stack spacing={2}>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            <BasicDetailsCard customer={customer} raising={raising} onSaved={setCustomer} />
            <AddressCard
              customer={customer}
              raising={raising}
              chosenId={address?.id}
              onChoose={(chosen?: CustomerAddressRecord) => setAddressId(chosen?.id)}
              onChanged={reload}
            />
          </Box>
          <ProductsCard
            customer={customer}
            raising={raising}
            chosenId={product?.id}
            onChoose={(chosen: CustomerProductRecord) => setProductId(chosen.id)}
            onChanged={reload}
          />
          {raising &&
            (product ? (
              <BookRequestSection customer={customer} address={address} product={product} onCustomerChanged={changed} />
            ) : (
              <Typography color="text.secondary">{translate('customers.chooseProductHint')}</Typography>
            ))}
        </Stack>
      ) : (
        <RequestTab
          {...REQUEST_TABS[tab - 1]}
          label={translate(REQUEST_TABS[tab - 1].label)}
          userName={customer.username}
        />
      )}
    </Stack>
  );
}
