import { TECHNICIAN_TABS, type TechnicianTab } from '../../../domain/technicians/tabs';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The react-admin resource of the technician screens (mapped to the API in its index.ts). */
export const TECHNICIAN_RESOURCE = 'technicians';
export const TECHNICIAN_API_PATH = 'technician';

/**
 * GET technician/filter/data: the distinct values the list's select filters offer (a partner's: its own technicians').
 */
export interface TechnicianFilterData {
  status: string[];
  city: string[];
  state: string[];
  channelPartnerName: string[];
}

/** The filters of every tab (spec 001 §5 "Filters": text contains, select equals, date equals). */
export const TECHNICIAN_FILTERS: readonly ListFilter[] = [
  { source: 'id', input: 'text' },
  { source: 'name', input: 'text' },
  { source: 'mobile', input: 'text' },
  { source: 'email', input: 'text' },
  { source: 'status', input: 'select' },
  { source: 'city', input: 'select' },
  { source: 'state', input: 'select' },
  { source: 'channelPartnerName', input: 'select' },
  { source: 'lastUpdate', input: 'date' },
];

/** Admin-only: a partner sees its own technicians, so naming the partner says nothing. */
const PARTNER_SOURCES = new Set(['channelPartnerName', 'channelPartnerId']);

const COLUMNS: readonly ListColumn[] = [
  { source: 'id', kind: 'text', sortable: true },
  { source: 'name', kind: 'text', sortable: true },
  { source: 'mobile', kind: 'text', sortable: true },
  { source: 'email', kind: 'text', sortable: true },
  // Shown as name and id in one cell; the id stays a column of its own for the export.
  { source: 'channelPartnerName', kind: 'text', sortable: true },
  { source: 'channelPartnerId', kind: 'text', sortable: true },
  { source: 'city', kind: 'text', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'lastUpdate', kind: 'datetime', sortable: true },
];

/** The tab's own statuses, as the list's permanent filter. */
const technicianTabFilter = (tab: TechnicianTab) => ({ 'status@in': [...TECHNICIAN_TABS[tab]] });

const sortedUnion = (list: readonly string[] | undefined) =>
  [...new Set(list ?? [])].sort((a, b) => a.localeCompare(b));

/**
 * One tab of the technician list as a read-only list configuration, so the generic filter bar, export and phone rows
 * of the masters serve it. Select choices come from GET technician/filter/data; the status filter offers the tab's
 * statuses; the partner column and filter are for admins.
 */
export function technicianListConfig(
  tab: TechnicianTab,
  data: TechnicianFilterData | undefined,
  showPartner: boolean,
): ListConfig {
  const choices: Record<string, readonly string[]> = {
    status: TECHNICIAN_TABS[tab],
    city: sortedUnion(data?.city),
    state: sortedUnion(data?.state),
    channelPartnerName: sortedUnion(data?.channelPartnerName),
  };
  const forViewer = <T extends { source: string }>(items: readonly T[]) =>
    items.filter((item) => showPartner || !PARTNER_SOURCES.has(item.source));
  return {
    resource: TECHNICIAN_RESOURCE,
    apiPath: TECHNICIAN_API_PATH,
    exportName: `technicians-${tab}`,
    columns: forViewer(COLUMNS),
    filters: forViewer(TECHNICIAN_FILTERS)
      // A tab of one status has nothing to choose.
      .filter((filter) => filter.source !== 'status' || TECHNICIAN_TABS[tab].length > 1)
      .map((filter) => (choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter)),
    optionalColumns: showPartner ? ['channelPartnerId'] : [],
    defaultSort: { field: 'lastUpdate', order: 'DESC' },
    permanentFilter: technicianTabFilter(tab),
    recordText: 'name',
    phoneRow: { title: ['name'], summary: ['id', 'mobile', 'city'], chip: 'status' },
  };
}
