import EditIcon from '@mui/icons-material/Edit';
import RedeemIcon from '@mui/icons-material/Redeem';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import type { CustomerRecord } from '../../../domain/customers/records';
import { ROLES, type Role } from '../../../domain/roles';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import { useCustomerApi } from './api';
import { CustomerProfileDialog } from './CustomerProfileDialog';
import { EncashmentDialog } from './EncashmentDialog';

export interface BasicDetailsCardProps {
  customer: CustomerRecord;
  /** Raising a request hides the edit button. */
  raising: boolean;
  onSaved: (customer: CustomerRecord) => void;
}

const initials = ({ firstName, lastName }: CustomerRecord) =>
  `${firstName.charAt(0)}${lastName.charAt(0)}`.toUpperCase();
const rewardBalanceKey = (userName: string) => ['rewardBalance', userName];

/**
 * Customer Basic Details: reward points and referral code hidden for dealers, Encash Reward Points for
 * the web admin only (disabled at a balance of 0).
 */
export function BasicDetailsCard({ customer, raising, onSaved }: BasicDetailsCardProps) {
  const translate = useTranslate();
  const api = useCustomerApi();
  const queryClient = useQueryClient();
  const { permissions } = usePermissions<Role | undefined>();
  const [dialog, setDialog] = useState<'edit' | 'encash' | null>(null);
  // Until the role is known the dealer-hidden fields stay hidden rather than flash.
  const showRewards = permissions !== undefined && permissions !== ROLES.dealer;
  const admin = permissions === ROLES.admin;
  const balanceQuery = useQuery({
    queryKey: rewardBalanceKey(customer.username),
    queryFn: () => api.rewardBalance(customer.username),
    enabled: admin,
    placeholderData: customer.rewardPoints,
  });
  const balance = balanceQuery.data ?? customer.rewardPoints ?? 0;

  const actions = (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, justifyContent: 'flex-end' }}>
      {admin && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<RedeemIcon />}
          disabled={balance <= 0}
          onClick={() => setDialog('encash')}
        >
          {translate('customers.encash')}
        </Button>
      )}
      {!raising && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<EditIcon />}
          aria-label={translate('customers.editBasicDetails')}
          onClick={() => setDialog('edit')}
        >
          {translate('customers.edit')}
        </Button>
      )}
    </Stack>
  );
  return (
    <SectionCard title={translate('customers.basicDetails')} action={actions}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'flex-start' }}>
        <Avatar sx={{ width: 56, height: 56, bgcolor: 'primary.main', fontSize: '1.25rem' }} aria-hidden>
          {initials(customer)}
        </Avatar>
        <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h6" component="p">
            {customer.firstName} {customer.lastName}
          </Typography>
          <FieldGrid>
            <ReadOnlyField label={translate('customers.mobileNumber')} value={customer.mobileNumber} />
            <ReadOnlyField label={translate('customers.altMobileNumber')} value={customer.altMobileNumber} />
            <ReadOnlyField label={translate('customers.email')} value={customer.email} />
            <ReadOnlyField label={translate('customers.pincode')} value={customer.pincode} />
            {showRewards && <ReadOnlyField label={translate('customers.rewardPoints')} value={String(balance)} />}
            {showRewards && <ReadOnlyField label={translate('customers.referralCode')} value={customer.referralCode} />}
          </FieldGrid>
        </Stack>
      </Stack>
      {dialog === 'edit' && (
        <CustomerProfileDialog
          customer={customer}
          onClose={() => setDialog(null)}
          onSaved={(saved) => {
            setDialog(null);
            onSaved(saved);
          }}
        />
      )}
      {dialog === 'encash' && (
        <EncashmentDialog
          userName={customer.username}
          balance={balance}
          onClose={() => setDialog(null)}
          onEncashed={(next) => {
            setDialog(null);
            queryClient.setQueryData(rewardBalanceKey(customer.username), next);
            onSaved({ ...customer, rewardPoints: next });
          }}
        />
      )}
    </SectionCard>
  );
}
