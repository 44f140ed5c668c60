import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import { FIRM_TYPES } from '../../../domain/constants';
import type { PartnerFilterData } from '../../../domain/channelPartner/profile';
import { PARTNER_TABS, type PartnerTab } from '../../../domain/channelPartner/statuses';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The filters of every tab (spec 000 §5.9 default operators; the created-at pair names its operators). */
export const PARTNER_FILTERS: readonly ListFilter[] = [
  { source: 'name', input: 'text' },
  { source: 'primaryEmail', input: 'text' },
  { source: 'primaryMobile', input: 'text' },
  { source: 'typeOfFirm', input: 'select' },
  { source: 'status', input: 'select' },
  { source: 'city', input: 'select' },
  { source: 'state', input: 'select' },
  { source: 'createdAt@isAfter', input: 'date', notAfter: 'createdAt@isBefore' },
  { source: 'createdAt@isBefore', input: 'date', notBefore: 'createdAt@isAfter' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'id', kind: 'text', sortable: true },
  { source: 'name', kind: 'text', sortable: true },
  // The firm type is stored in English (the API's value) and shown in the user's language.
  { source: 'typeOfFirm', kind: 'text', sortable: true, choices: FIRM_TYPES },
  { source: 'primaryEmail', kind: 'text', sortable: true },
  { source: 'primaryMobile', kind: 'text', sortable: true },
  { source: 'city', kind: 'text', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
];

const CONTRACT_COLUMNS: readonly ListColumn[] = [
  { source: 'contractStartDate', kind: 'date', sortable: true },
  { source: 'contractEndDate', kind: 'date', sortable: true },
];

/** The tab's own statuses, as the list's permanent filter. */
const tabFilter = (tab: PartnerTab) => ({ 'status@in': [...PARTNER_TABS[tab]] });

const union = (...lists: (readonly string[] | undefined)[]) => [...new Set(lists.flatMap((list) => list ?? []))];

/**
 * One tab of the partner list described as a read-only list configuration, so the generic filter bar and export
 * of the masters serve it unchanged. Select choices come from GET channel-partner/filter/data; the status filter
 * offers only the tab's statuses.
 */
export function partnerListConfig(tab: PartnerTab, data?: PartnerFilterData): ListConfig {
  const choices: Record<string, readonly string[]> = {
    typeOfFirm: union(FIRM_TYPES, data?.typeOfFirm),
    status: PARTNER_TABS[tab],
    city: union(data?.city).sort(),
    state: union(data?.state).sort(),
  };
  return {
    resource: PARTNER_RESOURCE,
    apiPath: PARTNER_RESOURCE,
    exportName: `channel-partners-${tab}`,
    columns: tab === 'verified' ? [...COLUMNS, ...CONTRACT_COLUMNS] : COLUMNS,
    filters: PARTNER_FILTERS
      // A tab of one status (incomplete) has nothing to choose.
      .filter((filter) => filter.source !== 'status' || PARTNER_TABS[tab].length > 1)
      .map((filter) => (choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter)),
    // The firm type comes from the Columns menu: the row actions must fit 1440 px.
    optionalColumns: ['typeOfFirm'],
    defaultSort: { field: 'lastUpdate', order: 'DESC' },
    permanentFilter: tabFilter(tab),
  };
}
