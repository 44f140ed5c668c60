import DeleteIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useNotifyText } from '../../components/useNotifyText';
import { useState } from 'react';
import type { CustomerAddressRecord, CustomerRecord } from '../../../domain/customers/records';
import { EmptyState } from '../../components/EmptyState';
import { ConfirmDialog } from '../../components/profile/ConfirmDialog';
import { SectionCard } from '../../components/profile/SectionCard';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useCustomerApi } from './api';
import { AddressDialog } from './AddressDialog';
import { useAddressName } from '../../components/format/customerAddress';

/** The address list scrolls inside 300 px. */
const ADDRESSES_HEIGHT = 300;

export interface AddressCardProps {
  customer: CustomerRecord;
  /** Raising a request: each address has a radio to choose it. */
  raising: boolean;
  chosenId?: string;
  onChoose: (address: CustomerAddressRecord | undefined) => void;
  /** After an address is added, changed or removed. */
  onChanged: () => void;
}

const lines = (address: CustomerAddressRecord) =>
  [address.line1, address.line2, address.landmark, address.area, address.city, `${address.state} - ${address.pincode}`]
    .filter(Boolean)
    .join(', ');

/** The customer's addresses: add, edit and remove, and the one a booking goes to. */
export function AddressCard({ customer, raising, chosenId, onChoose, onChanged }: AddressCardProps) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const api = useCustomerApi();
  const nameOf = useAddressName();
  const [editing, setEditing] = useState<CustomerAddressRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<CustomerAddressRecord | null>(null);
  const [busy, setBusy] = useState(false);

  const remove = async (address: CustomerAddressRecord) => {
    setBusy(true);
    try {
      await api.removeAddress(customer.id, address.id);
      notify(translate('customers.addressRemoved'), 'success');
      if (chosenId === address.id) onChoose(undefined);
      setRemoving(null);
      onChanged();
    } catch (error) {
      notify(errorMessage(error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <SectionCard
      title={translate('customers.addresses')}
      action={{ kind: 'add', label: translate('customers.addAddress'), onClick: () => setEditing('new') }}
    >
      {customer.addresses.length === 0 ? (
        <EmptyState message={translate('customers.noAddresses')} />
      ) : (
        <Box
          role={raising ? 'radiogroup' : 'list'}
          aria-label={translate('customers.addresses')}
          sx={{ maxHeight: ADDRESSES_HEIGHT, overflowY: 'auto', pr: 0.5 }}
        >
          <Stack spacing={1}>
            {customer.addresses.map((address) => (
              <Paper
                key={address.id}
                variant="outlined"
                role={raising ? undefined : 'listitem'}
                sx={{ p: 1.5, borderColor: chosenId === address.id ? 'primary.main' : undefined }}
              >
                <Stack direction="row" spacing={1} alignItems="flex-start">
                  {raising && (
                    <Radio
                      size="small"
                      checked={chosenId === address.id}
                      onChange={() => onChoose(address)}
                      slotProps={{
                        input: { 'aria-label': translate('customers.chooseAddress', { name: nameOf(address) }) },
                      }}
                      sx={{ mt: -0.5 }}
                    />
                  )}
                  <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                    <Typography variant="subtitle2">{nameOf(address)}</Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
                      {lines(address)}
                    </Typography>
                  </Box>
                  <IconButton
                    size="small"
                    aria-label={translate('customers.editAddressOf', { name: nameOf(address) })}
                    onClick={() => setEditing(address)}
                  >
                    <EditIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate('customers.removeAddress', { name: nameOf(address) })}
                    onClick={() => setRemoving(address)}
                  >
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Stack>
              </Paper>
            ))}
          </Stack>
        </Box>
      )}
      {editing !== null && (
        <AddressDialog
          customerId={customer.id}
          address={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            setEditing(null);
            if (raising && (editing === 'new' || chosenId === saved.id)) onChoose(saved);
            onChanged();
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        message={removing ? translate('customers.removeAddressQuestion', { name: nameOf(removing) }) : ''}
        confirmLabel={translate('customers.remove')}
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onClose={() => setRemoving(null)}
      />
    </SectionCard>
  );
}
