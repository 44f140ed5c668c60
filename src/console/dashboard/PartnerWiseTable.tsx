import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { PAGER_ROWS } from '../../../domain/constants';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatCount } from '../../components/format/formatCount';
import { Pager } from '../../components/Pager';
import { useRequestListApi } from '../../resources/requests/list/api';
import { StatusCounts } from '../../resources/requests/list/ServiceCards';

/** The partners with the most requests first, ten a page (POST requests/getChannelPartnerWiseRequests; admins). */
export function PartnerWiseTable() {
  const translate = useTranslate();
  const api = useRequestListApi();
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ['requests', 'partnerWise', page],
    queryFn: () => api.partnerWise({ pageSize: PAGER_ROWS, pageNumber: page }),
    placeholderData: keepPreviousData,
  });
  const title = translate('requestLists.partnerWise');
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
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
                    <TableRow key={row.channelPartnerId}>
                      <TableCell>
                        {row.channelPartnerName} ({row.channelPartnerId})
                      </TableCell>
                      <TableCell align="right">{formatCount(row.total)}</TableCell>
                      <TableCell>
                        <StatusCounts statuses={Object.entries(row.statuses)} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
            <Pager page={page} pageCount={Math.max(1, Math.ceil(query.data.totalRecords / PAGER_ROWS))} onChange={setPage} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
