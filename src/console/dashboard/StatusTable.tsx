import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Fragment } from 'react';
import { statusLink } from '../../../domain/requests/dashboards';
import type { RequestTotalCount } from '../../../domain/requests/reportTypes';
import { PICKUP_STATUSES, REPAIR_STATUSES } from '../../../domain/requests/statuses';
import { useIsMobile } from '../../components/useIsMobile';
import { DashboardCard } from './DashboardCard';
import { DashboardNumber } from './DashboardNumber';
import { useServiceName } from './useServiceName';

/** Every status in the order a request goes through them, repair and pick-up together. */
const STATUS_ORDER = [
  'Open',
  'Assigned',
  'Scheduled',
  'Pending',
  'Picked Up',
  'Resolved',
  'Completed',
  'Cancelled',
] as const;
const COLUMNS = STATUS_ORDER.filter(
  (status) =>
    (REPAIR_STATUSES as readonly string[]).includes(status) || (PICKUP_STATUSES as readonly string[]).includes(status),
);

/**
 * The caller's requests (POST requests/totalCount) as services × statuses; each count opens its service's list in that
 * status.
 */
export function StatusTable({ counts }: { counts: RequestTotalCount }) {
  const translate = useTranslate();
  const serviceName = useServiceName();
  const title = translate('dashboards.byStatus');
  const isMobile = useIsMobile();
  const services = counts.services.filter((service) => service.total > 0);
  if (services.length === 0) return null;
  const cell = (service: RequestTotalCount['services'][number], status: (typeof COLUMNS)[number]) =>
    status in service.statuses ? (
      <DashboardNumber
        variant="cell"
        count={service.statuses[status]}
        capped={service.cappedStatuses?.includes(status)}
        link={statusLink(service.serviceId, status)}
        label={translate(`statuses.${status}`, { _: status })}
        service={serviceName(service.serviceId)}
      />
    ) : (
      '–'
    );
  // Nine columns do not fit a phone: there each service lists its statuses under its name, nothing scrolls sideways.
  if (isMobile)
    return (
      <DashboardCard title={title}>
        <Stack spacing={2}>
          {services.map((service) => (
            <Box key={service.serviceId} component="section" aria-label={serviceName(service.serviceId)}>
              <Typography variant="subtitle2" component="h3">
                {serviceName(service.serviceId)}
              </Typography>
              <Box
                component="dl"
                sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) auto', columnGap: 2, rowGap: 0.5, m: 0 }}
              >
                {COLUMNS.filter((status) => status in service.statuses).map((status) => (
                  <Fragment key={status}>
                    <Typography component="dt" variant="body2">
                      {translate(`statuses.${status}`, { _: status })}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                      {cell(service, status)}
                    </Typography>
                  </Fragment>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      </DashboardCard>
    );
  return (
    <DashboardCard title={title}>
      <TableContainer>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('dashboards.service')}</TableCell>
              {COLUMNS.map((status) => (
                <TableCell key={status} align="right">
                  {translate(`statuses.${status}`, { _: status })}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {services.map((service) => (
              <TableRow key={service.serviceId}>
                <TableCell component="th" scope="row">
                  {serviceName(service.serviceId)}
                </TableCell>
                {COLUMNS.map((status) => (
                  <TableCell key={status} align="right">
                    {cell(service, status)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </DashboardCard>
  );
}
