import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, usePermissions } from 'ra-core';
import { useMemo } from 'react';
import { ROLES, type Role } from '../../../domain/roles';
import type { TechnicianRow } from '../../../domain/technicians/profile';
import type { TechnicianTab } from '../../../domain/technicians/statuses';
import type { RouteEntry } from '../../console/routeTable';
import type { ListColumn } from '../../components/list/types';
import { StatusTabList } from '../../components/list/StatusTabList';
import { useTechnicianApi } from './api';
import { TECHNICIAN_RESOURCE, technicianListConfig } from './listConfig';
import { technicianPath, technicianPaths, technicianTabOfPath } from './technicianPaths';
import { TechnicianRowActions } from './TechnicianRowActions';

/** A cell of the table: the partner as its name and id, every other column as its kind shows it. */
function cell(column: ListColumn) {
  return column.source === 'channelPartnerName'
    ? (row: TechnicianRow) => `${row.channelPartnerName} (${row.channelPartnerId})`
    : undefined;
}

/** One tab of the technician list: its statuses as a permanent filter, the user's filters, paging and export. */
function TechnicianList({ tab, showPartner }: { tab: TechnicianTab; showPartner: boolean }) {
  const api = useTechnicianApi();
  const { data: filterData } = useQuery({
    queryKey: [TECHNICIAN_RESOURCE, 'filterData'],
    queryFn: api.filterData,
    staleTime: 60_000,
  });
  const config = useMemo(() => technicianListConfig(tab, filterData, showPartner), [tab, filterData, showPartner]);
  return (
    <StatusTabList<TechnicianRow>
      resource={TECHNICIAN_RESOURCE}
      tab={tab}
      config={config}
      add={{ path: technicianPaths.add, label: 'technicians.add' }}
      rowPath={technicianPath}
      rowActions={<TechnicianRowActions />}
      actionsLabel="technicians.actions"
      cell={cell}
    />
  );
}

/**
 * technicians/main/{pending,verified,incomplete}; the layout draws the tab strip, the path names the tab.
 */
export default function TechnicianListPage({ route }: { route: RouteEntry }) {
  const tab = technicianTabOfPath(route.path);
  const { permissions } = usePermissions<Role | undefined>();
  const showPartner = permissions === ROLES.admin;
  return (
    <ResourceContextProvider value={TECHNICIAN_RESOURCE}>
      <TechnicianList key={`${tab}.${showPartner}`} tab={tab} showPartner={showPartner} />
    </ResourceContextProvider>
  );
}
