import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { ResourceContextProvider, useStore, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { DealerRow } from '../../../domain/dealers/dealer';
import { DEALER_TABS, type DealerTab } from '../../../domain/dealers/statuses';
import type { RouteEntry } from '../../console/routeTable';
import { StatusTabList } from '../../components/list/StatusTabList';
import { DEALER_RESOURCE, dealerListConfig } from './listConfig';
import { dealerPaths } from './dealerPaths';

const TABS = Object.keys(DEALER_TABS) as DealerTab[];
const isTab = (value: string): value is DealerTab => Object.hasOwn(DEALER_TABS, value);

/** A cell of the table: the partner as its name, nothing when the dealer works with none. */
const cell = (column: { source: string }) =>
  column.source === 'channelPartnerName' ? (row: DealerRow) => row.channelPartnerName ?? '' : undefined;

/** One tab of the dealer list: its statuses as a permanent filter, the user's filters, paging, export and Add. */
function DealerList({ tab }: { tab: DealerTab }) {
  const config = useMemo(() => dealerListConfig(tab), [tab]);
  return (
    <StatusTabList<DealerRow>
      resource={DEALER_RESOURCE}
      tab={tab}
      config={config}
      add={{ path: dealerPaths.add, label: 'dealers.add', icon: <AddBusinessIcon /> }}
      rowPath={(record) => dealerPaths.detail(record.id)}
      cell={cell}
    />
  );
}

/**
 * dealers: the admin's dealer list, one tab per group of statuses (all, invited, pending,
 * verified) like the partner and technician lists. The list owns the address's query (filters, page), so the chosen tab
 * is kept in react-admin's store: back from a dealer, the same tab shows.
 */
export default function DealerListPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const [stored, setStored] = useStore<string>(`${DEALER_RESOURCE}.tab`, 'all');
  const tab: DealerTab = isTab(stored) ? stored : 'all';
  return (
    <ResourceContextProvider value={DEALER_RESOURCE}>
      <Tabs
        value={tab}
        onChange={(_, next: DealerTab) => setStored(next)}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        aria-label={translate('dealers.tabs')}
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((name) => (
          <Tab key={name} value={name} label={translate(`dealers.tab.${name}`)} />
        ))}
      </Tabs>
      <DealerList key={tab} tab={tab} />
    </ResourceContextProvider>
  );
}
