import { DRIVE_API_PATH, DRIVE_STATUSES, type DriveFiltersData } from '../../../domain/ewasteDrives/constants';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The react-admin resource of the drives screen (mapped to the API in its index.ts). */
export const DRIVE_RESOURCE = 'ewasteDrives';
/** The console's drives list, and a drive in its drawer (`ewaste-drives#EWD00001`, as the payments list does). */
export const drivePaths = { list: 'ewaste-drives', detail: (id: string) => `ewaste-drives#${encodeURIComponent(id)}` };

/** Name, status, channel partner, state and the date range (README "E-waste drives"). */
export const DRIVE_FILTERS: readonly ListFilter[] = [
  { source: 'name', input: 'text' },
  { source: 'status', input: 'multiSelect' },
  { source: 'channelPartnerId', input: 'multiSelect' },
  { source: 'state', input: 'select' },
  { source: 'driveDate@isAfter', input: 'date', notAfter: 'driveDate@isBefore' },
  { source: 'driveDate@isBefore', input: 'date', notBefore: 'driveDate@isAfter' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'driveDate', kind: 'date', sortable: true },
  { source: 'id', kind: 'text', sortable: true },
  { source: 'name', kind: 'text', sortable: true },
  { source: 'area', kind: 'text', sortable: true },
  { source: 'pincode', kind: 'text', sortable: true },
  { source: 'state', kind: 'text', sortable: true },
  { source: 'channelPartnerName', kind: 'text', sortable: true },
  { source: 'targetKg', kind: 'number', sortable: true },
  { source: 'collectedKg', kind: 'number', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'disposalMethod', kind: 'text', sortable: true },
  { source: 'lastUpdate', kind: 'datetime', sortable: true },
];

/** The drives list as a read-only list configuration, so the masters' filter bar, export and phone rows serve it. */
export function driveListConfig(data: DriveFiltersData | undefined): ListConfig {
  const partners = data?.channelPartners ?? [];
  const choices: Record<string, Pick<ListFilter, 'choices' | 'choiceLabels'>> = {
    status: { choices: data?.statuses ?? DRIVE_STATUSES },
    channelPartnerId: {
      choices: partners.map((partner) => partner.id),
      choiceLabels: Object.fromEntries(partners.map((partner) => [partner.id, partner.name])),
    },
    state: { choices: data?.states ?? [] },
  };
  return {
    resource: DRIVE_RESOURCE,
    apiPath: DRIVE_API_PATH,
    exportName: 'ewaste-drives',
    columns: COLUMNS,
    filters: DRIVE_FILTERS.map((filter) => ({ ...filter, ...choices[filter.source] })),
    optionalColumns: ['lastUpdate', 'pincode', 'disposalMethod'],
    defaultSort: { field: 'driveDate', order: 'DESC' },
    recordText: 'name',
    phoneRow: { title: ['name'], summary: ['driveDate', 'area', 'collectedKg'], chip: 'status' },
  };
}
