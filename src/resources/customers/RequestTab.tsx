import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { useLocaleState, usePermissions, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import type { RequestRow } from '../../../domain/requests/records';
import type { Role } from '../../../domain/roles';
import { EmptyState } from '../../components/EmptyState';
import { errorMessage } from '../../components/profile/useSectionWrite';
import { useCustomerApi, type RequestKind } from './api';
import { requestPagePath } from './customerPaths';
import { formatRequestDay } from './displayDay';
import { RequestStatus } from '../../components/requests/RequestStatus';
import { ScrollTable, type ScrollColumn } from './ScrollTable';

/** The request lists scroll inside 400 px. */
const REQUESTS_HEIGHT = 400;

export const customerRequestsKey = (kind: RequestKind, userName: string) => ['customerRequests', kind, userName];

export interface RequestTabProps {
  kind: RequestKind;
  userName: string;
  /** Waste tabs keep only the requests of their service (SID102–SID105). */
  serviceId?: string;
  /** The tab's name, also the table's. */
  label: string;
}

/** One request tab of the customer view: the customer's repair or pick-up requests. */
export function RequestTab({ kind, userName, serviceId, label }: RequestTabProps) {
  const translate = useTranslate();
  const [language] = useLocaleState();
  const { permissions } = usePermissions<Role | undefined>();
  const api = useCustomerApi();
  const query = useQuery({
    queryKey: customerRequestsKey(kind, userName),
    queryFn: () => api.requests(kind, userName),
  });
  if (query.isPending) return <LinearProgress aria-label={translate('profile.loading')} />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  const rows = serviceId
    ? query.data.filter((row) => (row.serviceDetails?.id ?? row.serviceId) === serviceId)
    : query.data;
  const columns: ScrollColumn<RequestRow>[] = [
    {
      key: 'id',
      label: translate('customers.requestId'),
      render: (row) => (
        <Link component={RouterLink} to={requestPagePath(kind, row.id, permissions)}>
          {row.id}
        </Link>
      ),
    },
    {
      key: 'product',
      label: translate('customers.productName'),
      render: (row) => (
        <Stack direction="row" spacing={1} alignItems="center" component="span">
          <span>{row.productName || row.products[0]?.name}</span>
          {kind === 'pickUp' && row.products.length > 1 && (
            <Chip size="small" label={translate('customers.moreProducts', { count: row.products.length - 1 })} />
          )}
        </Stack>
      ),
    },
    {
      key: 'partner',
      label: translate('customers.channelPartnerName'),
      render: (row) => row.assignee.channelPartnerName ?? '',
    },
    {
      key: 'technician',
      label: translate(kind === 'repair' ? 'customers.technicianName' : 'customers.collectionAgentName'),
      render: (row) => row.assignee.technicianName ?? '',
    },
    {
      key: 'booked',
      label: translate('customers.bookingDate'),
      render: (row) => formatRequestDay(row.createdAt, language),
    },
    {
      key: 'appointment',
      label: translate('customers.appointmentDate'),
      render: (row) => formatRequestDay(row.appointmentSlot.date, language),
    },
    { key: 'status', label: translate('customers.status'), render: (row) => <RequestStatus status={row.status} /> },
  ];
  return (
    <ScrollTable
      label={label}
      rows={rows}
      rowKey={(row) => row.id}
      columns={columns}
      maxHeight={REQUESTS_HEIGHT}
      empty={<EmptyState message={translate('customers.noRequests')} />}
    />
  );
}
