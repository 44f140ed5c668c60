import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  RecordContextProvider,
  ResourceContextProvider,
  useBasename,
  useGetList,
  usePermissions,
  useTranslate,
} from 'ra-core';
import { ArrayField, DataTable } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { PaymentRow } from '../../../domain/payments/schemas';
import { ROLES, type Role } from '../../../domain/roles';
import { formatRupees } from '../format/formatMoney';
import { StatusChip } from '../StatusChip';
import { CARD_TABLE } from '../list/listTable';
import { paymentPaths } from './paymentPaths';

/** Who reads payments (the API's `payments` readers): admins, and a channel partner for its own requests. */
const PAYMENT_READERS: readonly Role[] = [ROLES.admin, ROLES.channelPartner];
/** More than a request ever asks (the booking, charges, the links that replaced one another). */
const PAYMENTS_SHOWN = 50;

/**
 * The payments asked of the customer for one request, oldest first (issue 16: one per amount asked: the booking,
 * charges added later; all in the request's payment mode, shown above), each opening in the payments screen; nothing
 * for the roles that do not read payments.
 */
export function RequestPayments({ requestId }: { requestId: string }) {
  const { permissions } = usePermissions<Role | undefined>();
  const reader = !!permissions && PAYMENT_READERS.includes(permissions);
  const { data } = useGetList<PaymentRow>(
    PAYMENT_RESOURCE,
    {
      filter: { 'requestId@equal': requestId },
      sort: { field: 'createdAt', order: 'ASC' },
      pagination: { page: 1, perPage: PAYMENTS_SHOWN },
    },
    { enabled: reader },
  );
  if (!reader || !data?.length) return null;
  return (
    <ResourceContextProvider value={PAYMENT_RESOURCE}>
      <RecordContextProvider value={{ id: requestId, payments: data }}>
        <RequestPaymentsTable />
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}

function RequestPaymentsTable() {
  const translate = useTranslate();
  const basename = useBasename();
  const field = (name: string) => translate(`resources.payments.fields.${name}`);
  return (
    <Stack spacing={0.5}>
      <Typography variant="subtitle2">{translate('payments.title')}</Typography>
      <ArrayField source="payments">
        <DataTable sx={CARD_TABLE} bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="id"
            label={field('id')}
            render={(p: PaymentRow) => (
              <Link component={RouterLink} to={`${basename}/${paymentPaths.detail(p.id)}`}>
                {p.id}
              </Link>
            )}
          />
          <DataTable.Col
            source="purpose"
            label={field('purpose')}
            render={(p: PaymentRow) => translate(`payments.purposes.${p.purpose}`)}
          />
          <DataTable.Col
            source="amountPaise"
            label={field('amountPaise')}
            render={(p: PaymentRow) => formatRupees(p.amountPaise / 100)}
          />
          <DataTable.Col
            source="status"
            label={field('status')}
            render={(p: PaymentRow) => <StatusChip value={p.status} />}
          />
        </DataTable>
      </ArrayField>
    </Stack>
  );
}
