import { PAYMENT_RESOURCE } from '../../dataProvider/resourceNames';
import type { PaymentFiltersData } from '../../../domain/payments/schemas';
import { PAYMENT_STATUSES } from '../../../domain/payments/statuses';
import { PAYMENT_METHODS } from '../../../domain/requests/booking';
import { ROLES, type Role } from '../../../domain/roles';
import type { ListColumn, ListConfig, ListFilter } from '../../components/list/types';

/** The API path of the payments screen's resource. */
export const PAYMENT_API_PATH = 'payments';

/** The filter bar of issue 16: status, mode, partner, date range, request id. */
export const PAYMENT_FILTERS: readonly ListFilter[] = [
  { source: 'requestId', input: 'text' },
  { source: 'status', input: 'select' },
  { source: 'method', input: 'select' },
  { source: 'channelPartnerId', input: 'select' },
  { source: 'createdAt@isAfter', input: 'date', notAfter: 'createdAt@isBefore' },
  { source: 'createdAt@isBefore', input: 'date', notBefore: 'createdAt@isAfter' },
];

const COLUMNS: readonly ListColumn[] = [
  { source: 'createdAt', kind: 'datetime', sortable: true },
  { source: 'id', kind: 'text', sortable: true },
  { source: 'requestId', kind: 'text', sortable: true },
  { source: 'customerName', kind: 'text', sortable: true },
  { source: 'channelPartnerName', kind: 'text', sortable: true },
  { source: 'method', kind: 'text', sortable: true, choices: PAYMENT_METHODS },
  { source: 'amountPaise', kind: 'paise', sortable: true },
  { source: 'status', kind: 'status', sortable: true },
  { source: 'lastUpdate', kind: 'datetime', sortable: true },
];

/** What only names the partner: a channel partner's own list shows only its own payments, so it has neither. */
const PARTNER_SOURCES = new Set(['channelPartnerName', 'channelPartnerId']);

/**
 * The payments list as a read-only list configuration, so the masters' filter bar, export and phone rows serve it:
 * newest first by the Date column it shows first.
 */
export function paymentListConfig(data: PaymentFiltersData | undefined, role?: Role): ListConfig {
  const ownList = role === ROLES.channelPartner;
  const shown = <T extends { source: string }>(entries: readonly T[]) =>
    ownList ? entries.filter((entry) => !PARTNER_SOURCES.has(entry.source)) : entries;
  const choices: Record<string, readonly string[]> = {
    status: data?.statuses ?? PAYMENT_STATUSES,
    method: data?.methods ?? PAYMENT_METHODS,
    channelPartnerId: (data?.channelPartners ?? []).map((partner) => partner.id),
  };
  return {
    resource: PAYMENT_RESOURCE,
    apiPath: PAYMENT_API_PATH,
    exportName: 'payments',
    columns: shown(COLUMNS),
    filters: shown(PAYMENT_FILTERS)
      .map((filter) => (choices[filter.source] ? { ...filter, choices: choices[filter.source] } : filter))
      .map((filter) =>
        filter.source === 'channelPartnerId'
          ? { ...filter, choiceLabels: Object.fromEntries((data?.channelPartners ?? []).map((p) => [p.id, p.name])) }
          : filter,
      ),
    optionalColumns: ['lastUpdate', 'customerName'],
    defaultSort: { field: 'createdAt', order: 'DESC' },
    recordText: 'id',
    phoneRow: { title: ['requestId'], summary: ['amountPaise', 'method', 'createdAt'], chip: 'status' },
  };
}
