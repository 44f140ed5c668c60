import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { PAGER_ROWS } from '../../../domain/constants';
import type { Service } from '../../../domain/masters/service';
import {
  PARTNER_WISE_PERIODS,
  partnerWiseDays,
  partnerWiseLink,
  type PartnerWisePeriod,
} from '../../../domain/requests/dashboards';
import type { PartnerWiseRequestsRow } from '../../../domain/requests/reportTypes';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { Pager } from '../../components/list/Pager';
import { DashboardCard } from './DashboardCard';
import { indiaToday } from '../../components/format/indiaDay';
import { useRequestListApi } from '../../resources/requests/list/api';
import { DashboardNumber } from './DashboardNumber';

type PublishedService = Pick<Service, 'id' | 'name'>;

/** One partner: its total and its count in each status, each a link to the service's list filtered to them. */
function PartnerRow({
  row,
  service,
  days,
}: {
  row: PartnerWiseRequestsRow;
  service: PublishedService;
  days: { fromDate?: string; toDate?: string };
}) {
  const translate = useTranslate();
  const partner = `${row.channelPartnerName} (${row.channelPartnerId})`;
  const statuses = Object.entries(row.statuses).filter(([, count]) => count > 0);
  return (
    <TableRow>
      <TableCell>{partner}</TableCell>
      <TableCell align="right">
        <DashboardNumber
          variant="cell"
          count={row.total}
          link={partnerWiseLink(service.id, row.channelPartnerId, days)}
          label={partner}
          service={service.name}
        />
      </TableCell>
      <TableCell>
        <Stack
          direction="row"
          useFlexGap
          flexWrap="wrap"
          columnGap={1.5}
          rowGap={0.5}
          component="ul"
          sx={{ m: 0, p: 0, listStyle: 'none' }}
        >
          {statuses.map(([status, count]) => {
            const name = translate(`statuses.${status}`, { _: status });
            return (
              <li key={status}>
                {name}{' '}
                <DashboardNumber
                  variant="cell"
                  count={count}
                  link={partnerWiseLink(service.id, row.channelPartnerId, days, status)}
                  label={`${partner}, ${name}`}
                  service={service.name}
                />
              </li>
            );
          })}
        </Stack>
      </TableCell>
    </TableRow>
  );
}

/**
 * The partners with the most requests of one service first, ten a page (POST requests/getChannelPartnerWiseRequests;
 * admins); every number opens the service's request list filtered to that partner (and status).
 */
export function PartnerWiseTable({ services }: { services: readonly PublishedService[] }) {
  const translate = useTranslate();
  const api = useRequestListApi();
  const [page, setPage] = useState(1);
  const [chosen, setChosen] = useState<string>();
  const [period, setPeriod] = useState<PartnerWisePeriod>('all');
  const service = services.find((entry) => entry.id === chosen) ?? services[0];
  const days = partnerWiseDays(period, indiaToday());
  const query = useQuery({
    queryKey: ['requests', 'partnerWise', service?.id, days, page],
    queryFn: () => api.partnerWise({ serviceId: service!.id, ...days, pageSize: PAGER_ROWS, pageNumber: page }),
    enabled: service !== undefined,
    placeholderData: keepPreviousData,
  });
  const title = translate('requestLists.partnerWise');
  if (!service) return null;
  return (
    <DashboardCard
      title={title}
      actions={
        // On a phone the two selects share the card's width (wrapping under each other when narrower) instead of
        // overflowing it.
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ width: { xs: '100%', sm: 'auto' } }}>
          <TextField
            select
            size="small"
            label={translate('requestLists.partnerWiseService')}
            value={service.id}
            onChange={(event) => {
              setChosen(event.target.value);
              setPage(1);
            }}
            sx={{ minWidth: { sm: 180 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            {services.map((entry) => (
              <MenuItem key={entry.id} value={entry.id}>
                {entry.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('requestLists.partnerWisePeriod')}
            value={period}
            onChange={(event) => {
              setPeriod(event.target.value as PartnerWisePeriod);
              setPage(1);
            }}
            sx={{ minWidth: { sm: 160 }, flex: { xs: '1 1 140px', sm: '0 0 auto' } }}
          >
            {PARTNER_WISE_PERIODS.map((entry) => (
              <MenuItem key={entry} value={entry}>
                {translate(`requestLists.partnerWisePeriods.${entry}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
    >
      {query.isError ? (
        <ErrorBlock onReload={() => void query.refetch()} />
      ) : query.isPending ? (
        <LinearProgress aria-label={translate('requestLists.loading')} />
      ) : query.data.records.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          <TableContainer>
            <Table size="small" aria-label={title}>
              <TableHead>
                <TableRow>
                  <TableCell>{translate('requestLists.channelPartner')}</TableCell>
                  <TableCell align="right">{translate('requestLists.total')}</TableCell>
                  <TableCell>{translate('requestLists.statuses')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {query.data.records.map((row) => (
                  <PartnerRow key={row.channelPartnerId} row={row} service={service} days={days} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          <Pager
            page={page}
            pageCount={Math.max(1, Math.ceil(query.data.totalRecords / PAGER_ROWS))}
            onChange={setPage}
          />
        </>
      )}
    </DashboardCard>
  );
}
