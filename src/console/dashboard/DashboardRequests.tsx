import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useBasename, usePermissions, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { kindOfService, type DashboardRequest, type DashboardVisits } from '../../../domain/requests/dashboards';
import { ROLES, type Role } from '../../../domain/roles';
import { formatDay, formatTimestamp } from '../../components/format/formatTimestamp';
import { StatusChip } from '../../components/StatusChip';
import { requestPath } from '../../components/requests/requestPath';
import { useDashboardVisits, useLatestBookings } from './api';
import { DashboardSection, type SectionQuery } from './DashboardSection';
import { ONE_LINE, ONE_LINE_CELLS } from '../../components/list/listTable';

type Column = 'slot' | 'request' | 'customer' | 'address' | 'technician' | 'status' | 'bookedOn' | 'appointment';

/**
 * Columns whose values read as one token (an id, a slot, a day, a status): they never wrap, the names and the address
 * do.
 */
const ONE_TOKEN: ReadonlySet<Column> = new Set(['slot', 'request', 'status', 'bookedOn', 'appointment']);
const lineOf = (column: Column) => (ONE_TOKEN.has(column) ? ONE_LINE : undefined);

function cellOf(column: Column, row: DashboardRequest, translate: (key: string) => string) {
  switch (column) {
    case 'slot':
      return row.appointmentSlot;
    case 'customer':
      return row.customerName;
    case 'address':
      return row.address;
    case 'technician':
      return row.technicianName ?? translate('dashboards.unassignedTechnician');
    case 'status':
      return <StatusChip value={row.status} />;
    case 'bookedOn':
      return formatTimestamp(row.createdAt);
    case 'appointment':
      return `${formatDay(row.appointmentDate)} ${row.appointmentSlot}`;
    default:
      return null;
  }
}

interface RequestTableProps {
  title: string;
  empty: string;
  columns: readonly Column[];
  query: SectionQuery & { data?: DashboardVisits };
}

/** A short list of requests (a day's visits, the latest bookings); each id opens the request's page. */
function RequestTable({ title, empty, columns, query }: RequestTableProps) {
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions } = usePermissions<Role | undefined>();
  // A dealer reads every booking on its read-only page, which tells the kind by the id.
  return (
    <DashboardSection title={title} query={query}>
      {!query.data?.records.length ? (
        <Typography color="text.secondary">{empty}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={title} sx={ONE_LINE_CELLS}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column} className={lineOf(column)}>
                    {translate(`dashboards.columns.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {query.data.records.map((row) => (
                <TableRow key={row.id}>
                  {columns.map((column) => (
                    <TableCell key={column} className={lineOf(column)}>
                      {column === 'request' ? (
                        <Link
                          component={RouterLink}
                          to={`${basename}/${requestPath(
                            permissions === ROLES.dealer ? 'repair' : kindOfService(row.serviceId),
                            row.id,
                            permissions,
                          )}`}
                        >
                          {row.id}
                        </Link>
                      ) : (
                        cellOf(column, row, translate)
                      )}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </DashboardSection>
  );
}

/** A day's visits in slot order: a technician's own (where to go, whom to meet), a partner's with who goes. */
export function VisitsTable({
  date,
  dayLabel,
  withTechnician,
}: {
  date: string;
  dayLabel: string;
  withTechnician: boolean;
}) {
  const translate = useTranslate();
  const query = useDashboardVisits(date);
  const columns: Column[] = [
    'slot',
    'request',
    'customer',
    'address',
    ...(withTechnician ? (['technician'] as const) : []),
    'status',
  ];
  return (
    <RequestTable
      title={translate('dashboards.visitsOn', { day: dayLabel })}
      empty={translate('dashboards.noVisits')}
      columns={columns}
      query={query}
    />
  );
}

/** A dealer's last ten bookings, each opening its read-only page. */
export function LatestBookings() {
  const translate = useTranslate();
  const query = useLatestBookings();
  return (
    <RequestTable
      title={translate('dashboards.latestBookings')}
      empty={translate('dashboards.noBookings')}
      columns={['request', 'customer', 'bookedOn', 'appointment', 'status']}
      query={query}
    />
  );
}
