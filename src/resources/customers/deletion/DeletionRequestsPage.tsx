import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useBasename, useDataProvider, useTranslate } from 'ra-core';
import { useMemo, type MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { DeletionFilterData, DeletionRequestRow } from '../../../../domain/customers/deletionStatuses';
import type { RouteEntry } from '../../../console/routeTable';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { ListColumn } from '../../../components/list/types';
import { StatusTabList } from '../../../components/list/StatusTabList';
import { DeletionActions } from './DeletionActions';
import { DELETION_API_PATH, DELETION_RESOURCE, deletionCustomerPath, deletionListConfig } from './listConfig';

const stopRowClick = (event: MouseEvent) => event.stopPropagation();

/** The customer's name, linking to customers/view/{userName}. */
function CustomerLink({ row }: { row: DeletionRequestRow }) {
  const basename = useBasename();
  return (
    <Link component={RouterLink} to={`${basename}/${deletionCustomerPath(row)}`} onClick={stopRowClick}>
      {row.customerName}
    </Link>
  );
}

/** A cell drawn otherwise than its kind: the customer as a link, an empty remark as '--'. */
function cell(column: ListColumn) {
  if (column.source === 'customerName') return (row: DeletionRequestRow) => <CustomerLink row={row} />;
  if (column.source === 'remark') return (row: DeletionRequestRow) => row.remark || '--';
  return undefined;
}

/**
 * customers/delete: the account-deletion requests, newest update first, 10 a page, with the filter bar
 * (Request ID, Status, Customer Name from GET user/deletion/requests/filters/data) and Revoke / Delete while open.
 */
export default function DeletionRequestsPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({
    queryKey: [DELETION_RESOURCE, 'filterData'],
    queryFn: async () => (await dataProvider.call<DeletionFilterData>(`${DELETION_API_PATH}/filters/data`)).json,
    staleTime: 60_000,
  });
  const config = useMemo(() => deletionListConfig(data), [data]);
  return (
    <ResourceContextProvider value={DELETION_RESOURCE}>
      <StatusTabList<DeletionRequestRow>
        resource={DELETION_RESOURCE}
        tab="all"
        title={translate('deletionRequests.title')}
        config={config}
        rowPath={deletionCustomerPath}
        rowActions={<DeletionActions />}
        actionsLabel="deletionRequests.action"
        cell={cell}
      />
    </ResourceContextProvider>
  );
}
