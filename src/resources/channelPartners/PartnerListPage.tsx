import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider } from 'ra-core';
import { useMemo } from 'react';
import type { ChannelPartnerRow } from '../../../domain/channelPartner/profile';
import type { PartnerTab } from '../../../domain/channelPartner/status';
import type { RouteEntry } from '../../console/routeTable';
import { StatusTabList } from '../../components/list/StatusTabList';
import { usePartnerApi } from './api';
import { partnerListConfig } from './listConfig';
import { partnerPaths, tabOfPath } from './partnerPaths';
import { PartnerRowActions, rowPath } from './PartnerRowActions';

/**
 * One tab of the partner list: its statuses as a permanent filter, the user's filters, paging, export and row actions.
 */
function PartnerList({ tab }: { tab: PartnerTab }) {
  const api = usePartnerApi();
  const { data: filterData } = useQuery({
    queryKey: [PARTNER_RESOURCE, 'filterData'],
    queryFn: api.filterData,
    staleTime: 60_000,
  });
  const config = useMemo(() => partnerListConfig(tab, filterData), [tab, filterData]);
  return (
    <StatusTabList<ChannelPartnerRow>
      resource={PARTNER_RESOURCE}
      tab={tab}
      config={config}
      add={{ path: partnerPaths.invite, label: 'channelPartners.invite' }}
      rowPath={(record) => rowPath(tab, record)}
      rowActions={<PartnerRowActions tab={tab} />}
      actionsLabel="channelPartners.actions"
    />
  );
}

/**
 * channel-partners/main/{incomplete,invited,verified}; the layout draws the tab strip, the path names
 * the tab.
 */
export default function PartnerListPage({ route }: { route: RouteEntry }) {
  const tab = tabOfPath(route.path);
  return (
    <ResourceContextProvider value={PARTNER_RESOURCE}>
      <PartnerList key={tab} tab={tab} />
    </ResourceContextProvider>
  );
}
