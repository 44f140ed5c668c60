import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { DataTable, ListContextProvider, Pagination, useList } from 'react-admin';
import { useMemo, useState } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatCount } from '../../components/format/formatCount';
import { BUILD_INFO, matchingPackages, type ShippedPackage } from './buildInfo';
import { WIDE_TABLE } from '../../components/list/listTable';

/** The shipped packages, read once from the build's licence list (a static asset, no API call). */
function useShippedPackages() {
  return useQuery({
    queryKey: ['about', 'licences', BUILD_INFO.licencesUrl],
    queryFn: async (): Promise<ShippedPackage[]> => {
      if (!BUILD_INFO.licencesUrl) return [];
      const response = await fetch(BUILD_INFO.licencesUrl);
      if (!response.ok) throw new Error(response.statusText);
      return (await response.json()) as ShippedPackage[];
    },
    staleTime: Infinity,
  });
}

/** The open-source packages with their version and licence, searchable by name or licence, 25 a page. */
export function LicenceTable() {
  const translate = useTranslate();
  const { data, error, isPending, refetch } = useShippedPackages();
  const [search, setSearch] = useState('');
  const rows = useMemo(
    () => matchingPackages(data ?? [], search).map((entry) => ({ ...entry, id: `${entry.name}@${entry.version}` })),
    [data, search],
  );
  const list = useList({ data: rows, perPage: 25, isPending });
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  if (isPending) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  return (
    <>
      <TextField
        label={translate('about.search')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          list.setPage(1);
        }}
        size="small"
        sx={{ my: 1, minWidth: 320 }}
        slotProps={{ htmlInput: { 'aria-label': translate('about.search') } }}
      />
      <Typography variant="body2" color="text.secondary">
        {translate('about.count', { count: formatCount(rows.length) })}
      </Typography>
      <ListContextProvider value={list}>
        <DataTable
          resource="licences"
          sx={WIDE_TABLE}
          bulkActionButtons={false}
          rowClick={false}
          empty={<Typography sx={{ py: 2 }}>{translate('about.none')}</Typography>}
        >
          <DataTable.Col source="name" label={translate('about.package')} />
          <DataTable.Col source="version" label={translate('about.packageVersion')} />
          <DataTable.Col source="licence" label={translate('about.licence')} />
        </DataTable>
        <Pagination rowsPerPageOptions={[25]} />
      </ListContextProvider>
    </>
  );
}
