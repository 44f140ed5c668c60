import type { RewardFiltersData, RewardLedgerRow } from '../../../domain/rewards';
import { MANUAL_ID_TYPES, REWARD_HOLDER_TYPES, REWARD_ID_TYPES } from '../../../domain/rewards/constants';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The react-admin resource of the reward-points screen (mapped to the API in its index.ts). */
export const REWARD_RESOURCE = 'rewards';
export const REWARD_API_PATH = 'rewards';

/** The ledger's filter bar: user, holder type, entry type, date range. */
export const REWARD_FILTERS: readonly ListFilter[] = [
  { source: 'userName', input: 'select' },
  { source: 'holderName', input: 'text' },
  { source: 'holderType', input: 'select' },
  { source: 'idType', input: 'select' },
  { source: 'createdAt@isAfter', input: 'date', notAfter: 'createdAt@isBefore' },
  { source: 'createdAt@isBefore', input: 'date', notBefore: 'createdAt@isAfter' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'createdAt', kind: 'datetime', sortable: true },
  { source: 'userName', kind: 'text', sortable: true },
  { source: 'holderName', kind: 'text', sortable: true },
  { source: 'holderType', kind: 'text', sortable: true, choices: REWARD_HOLDER_TYPES },
  { source: 'idType', kind: 'text', sortable: true, choices: REWARD_ID_TYPES },
  // An admin's entry has its kind as its id (Encashment, Credit, Debit): shown by its label, a request or customer id
  // as it is.
  { source: 'id', kind: 'text', sortable: true, choices: MANUAL_ID_TYPES },
  { source: 'description', kind: 'text', sortable: false },
  { source: 'points', kind: 'number', sortable: true },
  { source: 'holderId', kind: 'text', sortable: true },
];

const sorted = (values: readonly string[] | undefined, fallback: readonly string[] = []) =>
  [...new Set(values ?? fallback)].sort((a, b) => a.localeCompare(b));

/** The ledger as a read-only list configuration, so the masters' filter bar, export and phone rows serve it. */
export function rewardListConfig(data: RewardFiltersData | undefined): ListConfig {
  const choices: Record<string, readonly string[]> = {
    userName: sorted(data?.userName),
    holderType: sorted(data?.holderType, REWARD_HOLDER_TYPES),
    idType: sorted(data?.idType, REWARD_ID_TYPES),
  };
  return {
    resource: REWARD_RESOURCE,
    apiPath: REWARD_API_PATH,
    exportName: 'reward-points',
    columns: COLUMNS,
    filters: REWARD_FILTERS.map((filter) =>
      choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter,
    ),
    optionalColumns: ['holderId'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    recordText: 'userName',
    phoneRow: { title: ['holderName'], summary: ['idType', 'points', 'createdAt'], chip: 'holderType' },
  };
}

/** Where an entry's holder opens: the customer's view, the technician's or the partner's profile. */
export function holderPath(row: Pick<RewardLedgerRow, 'holderType' | 'holderId' | 'userName'>): string {
  if (row.holderType === 'Customer') return `customers/view/${encodeURIComponent(row.userName)}`;
  if (row.holderType === 'Technician') return `technicians/verified/${encodeURIComponent(row.holderId)}`;
  return `channel-partners/verified/${encodeURIComponent(row.holderId)}`;
}
