import type { DealerRow } from '../../../../domain/dealers/dealer';
import { DEALER_STATUSES } from '../../../../domain/dealers/statuses';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues } from '../../platform/listEngine';
import { partnerJoin } from '../channelPartners';
import { currentStatusIsOneOfAt } from '../invitations';
import { DEALER_STATUS_SQL } from './repository';

const ofPartner = partnerJoin('cp', 'dl.channel_partner_id');
const SOURCE = `dealers dl ${ofPartner.join}`;

/**
 * POST dealer/getByPaginationAndFilter: the properties below, newest update first (the last-update index; the status
 * tabs the status one). The partner is a LEFT JOIN to its key: it neither adds nor drops rows.
 */
export const dealerList = defineListResource<DealerRow>({
  source: SOURCE,
  countSource: 'dealers dl',
  properties: {
    id: { column: 'dl.id', type: 'text' },
    firmName: { column: 'dl.name', type: 'text' },
    contactName: { column: `COALESCE(dl.contact_name, '')`, type: 'text' },
    email: { column: 'dl.email', type: 'text' },
    mobile: { column: `COALESCE(dl.mobile, '')`, type: 'text' },
    typeOfFirm: { column: `COALESCE(dl.type_of_firm, '')`, type: 'text' },
    gstin: { column: `COALESCE(dl.gstin, '')`, type: 'text' },
    city: { column: 'dl.city', type: 'text' },
    state: { column: 'dl.state', type: 'text' },
    pincode: { column: 'dl.pincode', type: 'number', integer: true },
    channelPartnerId: { column: 'dl.channel_partner_id', type: 'text' },
    channelPartnerName: { column: 'cp.name', type: 'text' },
    status: { column: DEALER_STATUS_SQL, type: 'enum', values: DEALER_STATUSES, isOneOf: currentStatusIsOneOfAt('dl') },
    createdAt: { column: 'dl.created_at', type: 'timestamp' },
    lastUpdate: { column: 'dl.last_update', type: 'timestamp' },
  },
  defaultSortBy: 'lastUpdate',
  key: 'dl.id',
});

/** GET dealer/filter/data: the distinct values of the list's select filters. */
export async function dealerFilterData(database: DatabaseHandle) {
  const of = (column: string, source = 'dealers dl', loose = false) =>
    distinctValues<string>(database, { source, column, loose });
  const [status, typeOfFirm, city, state, channelPartnerName] = await Promise.all([
    of('dl.status', 'dealers dl', true),
    of('dl.type_of_firm'),
    of('dl.city'),
    of('dl.state'),
    of(ofPartner.columns.name, `dealers dl ${partnerJoin('cp', 'dl.channel_partner_id', { inner: true }).join}`),
  ]);
  return { status, typeOfFirm, city, state, channelPartnerName };
}
