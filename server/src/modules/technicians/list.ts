import type { TechnicianRow } from '../../../../domain/technicians/profile';
import { TECHNICIAN_STATUSES } from '../../../../domain/technicians/statuses';
import type { FilterEntry } from '../../../../domain/filters';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues } from '../../platform/listEngine';
import { partnerJoin } from '../channelPartners';

const SOURCE = `technicians t ${partnerJoin('cp', 't.channel_partner_id', { inner: true }).join}`;

/**
 * POST technician/getByPaginationAndFilter: the properties below, newest update first (the last-update index; a
 * partner's own list walks the partner's index, its tabs the partner-and-status one).
 */
export const technicianList = defineListResource<TechnicianRow>({
  source: SOURCE,
  properties: {
    id: { column: 't.id', type: 'text' },
    firstName: { column: 't.first_name', type: 'text' },
    lastName: { column: 't.last_name', type: 'text' },
    name: { column: `(t.first_name || ' ' || t.last_name)`, type: 'text' },
    email: { column: 't.email', type: 'text' },
    // Filtered on the ten digits stored; answered with +91 as the profile answers it.
    mobile: { column: 't.mobile', type: 'text', select: `'+91' || t.mobile` },
    channelPartnerId: { column: 't.channel_partner_id', type: 'text' },
    channelPartnerName: { column: 'cp.name', type: 'text' },
    status: { column: 't.status', type: 'enum', values: TECHNICIAN_STATUSES },
    city: { column: `(t.current_address->>'city')`, type: 'text' },
    state: { column: `(t.current_address->>'state')`, type: 'text' },
    createdAt: { column: 't.created_at', type: 'timestamp' },
    lastUpdate: { column: 't.last_update', type: 'timestamp' },
  },
  defaultSortBy: 'lastUpdate',
  key: 't.id',
});

/** A channel partner's lists hold its own technicians only: a condition on the partner's indexed column. */
export const partnerScope = (partnerId: string | undefined): FilterEntry[] =>
  partnerId === undefined ? [] : [{ property: 'channelPartnerId', operator: 'equal', value: partnerId }];

/** GET technician/filter/data: the distinct values of the list's select filters, of the caller's technicians. */
export async function technicianFilterData(database: DatabaseHandle, partnerId: string | undefined) {
  const where: [string, unknown][] = [['t.channel_partner_id', partnerId]];
  const of = (column: string, options: { source?: string; loose?: boolean } = {}) =>
    distinctValues<string>(database, {
      source: options.source ?? 'technicians t',
      column,
      where,
      loose: options.loose,
    });
  const [status, city, state, channelPartnerName] = await Promise.all([
    of('t.status', { loose: true }),
    of(`(t.current_address->>'city')`),
    of(`(t.current_address->>'state')`),
    of('cp.name', { source: SOURCE }),
  ]);
  return { status, city, state, channelPartnerName };
}
