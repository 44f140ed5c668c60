import { FIRM_TYPES } from '../../../domain/constants';
import { DEALER_TABS, type DealerTab } from '../../../domain/dealers/statuses';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The react-admin resource of the dealer screens (mapped to the API in its index.ts). */
export const DEALER_RESOURCE = 'dealers';
export const DEALER_API_PATH = 'dealer';

/** The filters of every tab (spec 000 §5.9 default operators: text contains, select equals). */
export const DEALER_FILTERS: readonly ListFilter[] = [
  { source: 'firmName', input: 'text' },
  { source: 'contactName', input: 'text' },
  { source: 'email', input: 'text' },
  { source: 'mobile', input: 'text' },
  { source: 'city', input: 'text' },
  { source: 'typeOfFirm', input: 'select' },
  { source: 'status', input: 'select' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'id', kind: 'text', sortable: true },
  { source: 'firmName', kind: 'text', sortable: true },
  { source: 'contactName', kind: 'text', sortable: true },
  { source: 'email', kind: 'text', sortable: true },
  { source: 'mobile', kind: 'text', sortable: true },
  { source: 'typeOfFirm', kind: 'text', sortable: true, choices: FIRM_TYPES },
  { source: 'city', kind: 'text', sortable: true },
  { source: 'channelPartnerName', kind: 'text', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'lastUpdate', kind: 'datetime', sortable: true },
];

/** The tab's own statuses, as the list's permanent filter. */
const dealerTabFilter = (tab: DealerTab) => ({ 'status@in': [...DEALER_TABS[tab]] });

/**
 * One tab of the dealer list as a read-only list configuration, so the generic filter bar, export and phone rows of
 * the masters serve it. The status filter offers the tab's statuses (none for a tab of one status).
 */
export function dealerListConfig(tab: DealerTab): ListConfig {
  const choices: Record<string, readonly string[]> = { typeOfFirm: FIRM_TYPES, status: DEALER_TABS[tab] };
  return {
    resource: DEALER_RESOURCE,
    apiPath: DEALER_API_PATH,
    exportName: `dealers-${tab}`,
    columns: COLUMNS,
    filters: DEALER_FILTERS.filter((filter) => filter.source !== 'status' || DEALER_TABS[tab].length > 1).map(
      (filter) => (choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter),
    ),
    // The id and the firm type come from the Columns menu: the table must fit 1440 px.
    optionalColumns: ['id', 'typeOfFirm'],
    defaultSort: { field: 'lastUpdate', order: 'DESC' },
    permanentFilter: dealerTabFilter(tab),
    recordText: 'firmName',
    phoneRow: { title: ['firmName'], summary: ['contactName', 'mobile', 'city'], chip: 'status' },
  };
}
