import { sql } from 'drizzle-orm';
import type { ActivePartner, ChannelPartnerRow, PartnerFilterData } from '../../../../domain/channelPartner/profile';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import type { DatabaseHandle } from '../../db/client';
import { defineListResource, distinctValues } from '../../platform/listEngine';
import { CURRENT_STATUS_SQL, currentStatusIsOneOf, PAST_EXPIRY_SQL, type Executor, rows } from './sql';

/** POST channel-partner/getByPaginationAndFilter: the properties of PARTNER_LIST_PROPERTIES, plus whether the invitation was deleted. */
export const partnerList = defineListResource<ChannelPartnerRow>({
  source: 'channel_partners cp',
  properties: {
    id: { column: 'id', type: 'text' },
    name: { column: 'name', type: 'text' },
    typeOfFirm: { column: 'type_of_firm', type: 'text' },
    primaryEmail: { column: 'primary_email', type: 'text' },
    primaryMobile: { column: 'primary_mobile', type: 'text' },
    status: { column: CURRENT_STATUS_SQL, type: 'enum', values: PARTNER_STATUSES, isOneOf: currentStatusIsOneOf },
    city: { column: 'city', type: 'text' },
    state: { column: 'state', type: 'text' },
    contractStartDate: { column: 'contract_start_date', type: 'date' },
    contractEndDate: { column: 'contract_end_date', type: 'date' },
    inviteExpiresAt: { column: 'invite_expires_at', type: 'timestamp' },
    deleted: { column: '(deleted_at IS NOT NULL)', type: 'boolean' },
    createdAt: { column: 'created_at', type: 'timestamp' },
    lastUpdate: { column: 'last_update', type: 'timestamp' },
  },
  defaultSortBy: 'lastUpdate',
  key: 'id',
});

/** GET channel-partner/filter/data: the distinct values the list's select filters offer. */
export async function partnerFilterData(database: DatabaseHandle): Promise<PartnerFilterData> {
  const of = (column: string, loose: boolean) => distinctValues<string>(database, { source: 'channel_partners', column, loose });
  const [stored, expiredOpen, typeOfFirm, city, state] = await Promise.all([
    of('status', true),
    database.query(`SELECT 1 FROM channel_partners cp WHERE ${PAST_EXPIRY_SQL} LIMIT 1`),
    of('type_of_firm', true),
    of('city', true),
    of('state', true),
  ]);
  // An invitation past its expiry is Expired before the expiry job stores it.
  const status = expiredOpen.length && !stored.includes('Expired') ? [...stored, 'Expired'].sort() : stored;
  return { status, typeOfFirm, city, state };
}

/** GET channel-partner/list/active. */
export const activePartners = (db: Executor) =>
  rows<ActivePartner>(db, sql`SELECT id, name FROM channel_partners WHERE status = 'Active' AND deleted_at IS NULL ORDER BY name, id`);

export interface AreaPartner {
  id: string;
  name: string;
  dailyCallCapacity: number;
}

/**
 * Active partners offering a service in an area ('code#area'), optionally repairing a brand and/or product:
 * one statement walking the area index of service areas, then the partner's service and brand-product keys.
 */
export function partnersServingArea(db: Executor, query: { serviceId: string; pincode: number; area: string; brandId?: string; productId?: string }) {
  const brand = query.brandId === undefined ? sql`` : sql` AND bp.brand_id = ${query.brandId}`;
  const product = query.productId === undefined ? sql`` : sql` AND bp.product_id = ${query.productId}`;
  const catalogue =
    query.brandId === undefined && query.productId === undefined
      ? sql``
      : sql` AND EXISTS (SELECT 1 FROM channel_partner_brand_products bp WHERE bp.channel_partner_id = cp.id${brand}${product})`;
  return rows<AreaPartner>(
    db,
    sql`SELECT cp.id, cp.name, s.daily_call_capacity AS "dailyCallCapacity"
        FROM channel_partner_service_areas a
        JOIN channel_partners cp ON cp.id = a.channel_partner_id AND cp.status = 'Active' AND cp.deleted_at IS NULL
        JOIN channel_partner_services s ON s.channel_partner_id = cp.id AND s.service_id = ${query.serviceId}
        WHERE a.pincode = ${query.pincode} AND a.area = ${query.area}${catalogue}
        ORDER BY cp.name, cp.id`,
  );
}
