import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useBasename } from 'ra-core';
import { ColumnsButton, DataTable, List, TopToolbar } from 'react-admin';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { PAGER_ROWS } from '../../../domain/constants';
import type { ChannelPartnerRow } from '../../../domain/channelPartner/profile';
import type { PartnerTab } from '../../../domain/channelPartner/status';
import { EmptyState } from '../../components/EmptyState';
import { ListErrorBlock } from '../../components/ListErrorBlock';
import { ListPager } from '../../components/ListPager';
import { FIT_CONTENT, ONE_LINE, STICKY_ACTIONS } from '../../components/listTable';
import type { RouteEntry } from '../../console/routeTable';
import { useIsMobile } from '../../components/useIsMobile';
import { isOneLine } from '../masters/config/types';
import { ColumnValue } from '../masters/ColumnValue';
import { MasterFilters } from '../masters/MasterFilters';
import { MasterSimpleList } from '../masters/MasterSimpleList';
import { PathButton } from '../masters/PathButton';
import { usePartnerApi } from './api';
import { PARTNER_RESOURCE, partnerListConfig } from './listConfig';
import { partnerPaths, tabOfPath } from './partnerPaths';
import { PartnerRowActions, rowPath } from './PartnerRowActions';

/** The tabs share one choice of columns (the Columns menu). */
const PARTNER_TABLE = `${PARTNER_RESOURCE}.datatable`;

/** 'No Data Available' with 'Add Details' (an invitation); with filters set, 'Clear filters' instead (EmptyState reads the list). */
function PartnerEmpty() {
  const navigate = useNavigate();
  const basename = useBasename();
  return <EmptyState onAdd={() => navigate(`${basename}/${partnerPaths.invite}`)} />;
}

function ListActions() {
  const mobile = useIsMobile();
  return (
    <TopToolbar>
      {!mobile && <ColumnsButton storeKey={PARTNER_TABLE} />}
      <PathButton to={partnerPaths.invite} label="channelPartners.invite" icon={<PersonAddIcon />} />
    </TopToolbar>
  );
}

/** One tab of the partner list: its statuses as a permanent filter, the user's filters, paging, export and row actions. */
function PartnerList({ tab }: { tab: PartnerTab }) {
  const api = usePartnerApi();
  const basename = useBasename();
  const { data: filterData } = useQuery({ queryKey: [PARTNER_RESOURCE, 'filterData'], queryFn: api.filterData, staleTime: 60_000 });
  const config = useMemo(() => partnerListConfig(tab, filterData), [tab, filterData]);
  const mobile = useIsMobile();
  return (
    <List
      resource={PARTNER_RESOURCE}
      sort={config.defaultSort}
      filter={config.permanentFilter}
      perPage={PAGER_ROWS}
      pagination={<ListPager />}
      exporter={false}
      actions={<ListActions />}
      empty={<PartnerEmpty />}
      error={<ListErrorBlock />}
      // The three tabs keep their own filters, sort and page.
      storeKey={`${PARTNER_RESOURCE}.${tab}`}
      sx={FIT_CONTENT}
    >
      <MasterFilters config={config} />
      {mobile ? (
        // The phone layout of the masters, with the row's buttons under its summary.
        <MasterSimpleList config={config} actions={<PartnerRowActions tab={tab} />} empty={<PartnerEmpty />} />
      ) : (
        <DataTable
          sx={STICKY_ACTIONS}
          storeKey={PARTNER_TABLE}
          hiddenColumns={[...(config.optionalColumns ?? [])]}
          rowClick={(_id, _resource, record) => `${basename}/${rowPath(tab, record as ChannelPartnerRow)}`}
          bulkActionButtons={false}
          empty={<PartnerEmpty />}
        >
          {config.columns.map((column) => (
            <DataTable.Col
              key={column.source}
              source={column.source}
              disableSort={!column.sortable}
              className={isOneLine(column.kind) ? ONE_LINE : undefined}
              render={column.kind === 'text' && !column.choices ? undefined : (record) => <ColumnValue column={column} value={record[column.source]} />}
            />
          ))}
          <DataTable.Col label="channelPartners.actions" align="right" disableSort>
            <PartnerRowActions tab={tab} />
          </DataTable.Col>
        </DataTable>
      )}
    </List>
  );
}

/** channel-partners/main/{incomplete,invited,verified} (spec 000 §2.3); the layout draws the tab strip, the path names the tab. */
export default function PartnerListPage({ route }: { route: RouteEntry }) {
  const tab = tabOfPath(route.path);
  return (
    <ResourceContextProvider value={PARTNER_RESOURCE}>
      <PartnerList key={tab} tab={tab} />
    </ResourceContextProvider>
  );
}
