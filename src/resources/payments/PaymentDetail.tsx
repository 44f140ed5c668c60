import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { RecordContextProvider, ResourceContextProvider, useBasename, useGetOne, useTranslate } from 'ra-core';
import { ArrayField, DataTable, TextField } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { PaymentRecord, PaymentTransaction } from '../../../domain/payments/schemas';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatRupees } from '../../components/format/formatMoney';
import { StatusChip } from '../../components/StatusChip';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { PaymentActions } from './PaymentActions';
import { requestPath } from '../../components/requests/requestPath';
import { WIDE_TABLE } from '../../components/list/listTable';

const rupees = (paise: number) => formatRupees(paise / 100);

const requestKindOf = (payment: { requestKind: string }) => (payment.requestKind === 'pickUp' ? 'pickUp' : 'repair');

/** The payment's attempts, oldest first: collections, gateway payments and refunds with their statuses. */
function TransactionsCard() {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('payments.transactions')}>
      <ArrayField source="transactions">
        <DataTable
          sx={WIDE_TABLE}
          bulkActionButtons={false}
          rowClick={false}
          empty={<>{translate('payments.noTransactions')}</>}
        >
          <DataTable.Col
            source="createdAt"
            label={translate('payments.transaction.createdAt')}
            render={(t: PaymentTransaction) => formatTimestamp(t.createdAt)}
          />
          <DataTable.Col
            source="kind"
            label={translate('payments.transaction.kind')}
            render={(t: PaymentTransaction) => translate(`payments.kinds.${t.kind}`)}
          />
          <DataTable.Col source="gateway" label={translate('payments.transaction.gateway')} field={TextField} />
          <DataTable.Col source="reference" label={translate('payments.transaction.reference')} field={TextField} />
          <DataTable.Col
            source="amountPaise"
            label={translate('payments.transaction.amount')}
            render={(t: PaymentTransaction) => rupees(t.amountPaise)}
          />
          <DataTable.Col
            source="status"
            label={translate('payments.transaction.status')}
            render={(t: PaymentTransaction) => <StatusChip value={t.status} />}
          />
          <DataTable.Col
            source="remark"
            label={translate('payments.transaction.remark')}
            render={(t: PaymentTransaction) => t.remark ?? '--'}
          />
        </DataTable>
      </ArrayField>
    </SectionCard>
  );
}

/**
 * One payment (GET payments/{id}): the request it belongs to (a link to its page), its transactions and its actions.
 */
export function PaymentDetail({ id }: { id: string }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const basename = useBasename();
  const { data: payment, error, isPending, refetch } = useGetOne<PaymentRecord>(PAYMENT_RESOURCE, { id });
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  // The list's row (without the request and the transactions) stands in until the payment itself is read.
  if (isPending || !payment?.request) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const field = (name: string) => translate(`resources.payments.fields.${name}`);
  return (
    <ResourceContextProvider value={PAYMENT_RESOURCE}>
      <RecordContextProvider value={payment}>
        <Stack spacing={2}>
          <SectionCard
            title={`${translate('payments.payment')} ${payment.id}`}
            action={<PaymentActions payment={payment} />}
          >
            <FieldGrid>
              <ReadOnlyField
                label={field('requestId')}
                value={
                  <Link
                    component={RouterLink}
                    to={`${basename}/${requestPath(requestKindOf(payment), payment.requestId, undefined)}`}
                  >
                    {payment.requestId}
                  </Link>
                }
              />
              <ReadOnlyField label={field('status')} value={<StatusChip value={payment.status} />} />
              <ReadOnlyField label={field('amountPaise')} value={rupees(payment.amountPaise)} />
              <ReadOnlyField label={field('method')} value={choiceLabel(payment.method)} />
              <ReadOnlyField label={field('purpose')} value={translate(`payments.purposes.${payment.purpose}`)} />
              <ReadOnlyField label={field('customerName')} value={payment.customerName ?? '--'} />
              <ReadOnlyField label={field('channelPartnerName')} value={payment.channelPartnerName ?? '--'} />
              <ReadOnlyField label={field('requestStatus')} value={<StatusChip value={payment.request.status} />} />
              <ReadOnlyField label={field('createdAt')} value={formatTimestamp(payment.createdAt)} />
              {payment.linkUrl && <ReadOnlyField label={field('linkUrl')} value={payment.linkUrl} />}
            </FieldGrid>
          </SectionCard>
          <TransactionsCard />
        </Stack>
      </RecordContextProvider>
    </ResourceContextProvider>
  );
}
