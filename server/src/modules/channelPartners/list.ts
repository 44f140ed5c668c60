import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  BOOKABLE_PARTNER_FIELDS,
  BOOKABLE_PARTNER_PROPERTIES,
  type ActivePartner,
  PARTNER_LIST_PROPERTIES,
  type BookablePartnerRow,
  type ChannelPartnerRow,
  type PartnerFilterData,
} from '../../../../domain/channelPartner/profile';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import {
  parseServiceAreaId,
  SERVICE_AREA_ID_PATTERN,
  SERVICE_AREA_MESSAGES,
} from '../../../../domain/profile/serviceAreas';
import type { DatabaseHandle } from '../../db/client';
import { badRequest } from '../../platform/errors';
import type { FilterEntry, ParsedFilterRequest } from '../../../../domain/filters';
import { ROLES } from '../../../../domain/roles';
import type { AuthUser } from '../../platform/auth';
import {
  answerList,
  defineListResource,
  distinctValues,
  type Bind,
  type ListProperty,
} from '../../platform/listEngine';
import { type Executor, rowsOf } from '../../platform/db';
import {
  brandProductKeysText,
  PARTNER_SECTION_TABLES,
  repairsCatalogue,
  repairsOneOfText,
  serviceAreaIdsText,
  serviceAreaRows,
  heldServiceJoin,
  servesOneOfText,
} from '../profileSections';
import { CURRENT_STATUS_SQL, currentStatusIsOneOf, PAST_EXPIRY_SQL } from './sql';

/**
 * A brand-product key: the brand's id and the product's id joined by '#', as a service-area id joins pincode and area.
 */
const BRAND_PRODUCT_KEY_MESSAGE = "A brand-product key is a brand id and a product id joined by '#'";

const BRAND_PRODUCT_KEY_PATTERN = /^[^#]+#[^#]+$/;

/** Refuses a filter value of the wrong shape with a 400, before it reaches a cast the database would refuse. */
function shaped(values: string[], pattern: RegExp, message: string) {
  if (!values.every((value) => pattern.test(value))) throw badRequest(message, { filters: message });
  return values;
}

/** The partner serves one of these areas ('code#area'): an index lookup on the partner's service areas. */
const servesOneOf = (values: string[], bind: Bind) => {
  const areas = shaped(values, SERVICE_AREA_ID_PATTERN, SERVICE_AREA_MESSAGES.invalid).map(parseServiceAreaId);
  return servesOneOfText(
    PARTNER_SECTION_TABLES,
    'cp.id',
    bind(areas.map((a) => a.pincode)),
    bind(areas.map((a) => a.area)),
  );
};

/** The partner repairs one of these brand-product pairs ('brandId#productId'). */
const repairsOneOf = (values: string[], bind: Bind) => {
  const keys = shaped(values, BRAND_PRODUCT_KEY_PATTERN, BRAND_PRODUCT_KEY_MESSAGE).map((key) => key.split('#'));
  return repairsOneOfText(
    PARTNER_SECTION_TABLES,
    'cp.id',
    bind(keys.map(([brand]) => brand)),
    bind(keys.map(([, product]) => product)),
  );
};

/** Every property the partner list knows; each caller's list takes the ones it may filter and sort by. */
const PARTNER_PROPERTIES: Record<string, ListProperty> = {
  // The partner's 'code#area' ids and 'brandId#productId' keys, as text for the text operators.
  serviceAreaIds: { column: serviceAreaIdsText(PARTNER_SECTION_TABLES, 'cp.id'), type: 'text', isOneOf: servesOneOf },
  brandsProducts: {
    column: brandProductKeysText(PARTNER_SECTION_TABLES, 'cp.id'),
    type: 'text',
    isOneOf: repairsOneOf,
  },
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
};

const only = (names: readonly string[]) => Object.fromEntries(names.map((name) => [name, PARTNER_PROPERTIES[name]]));

/**
 * POST channel-partner/getByPaginationAndFilter as the admin reads it: the properties of PARTNER_LIST_PROPERTIES, plus
 * whether the invitation was deleted; filters also by the booking's partner search (Active
 * status, a service area 'code#area' in serviceAreaIds, a brand-product key 'brandId#productId' in brandsProducts).
 */
export const partnerList = defineListResource<ChannelPartnerRow>({
  source: 'channel_partners cp',
  // The answer's fields: the list's properties but the booking search's two filters, which are not columns to show.
  fields: [...PARTNER_LIST_PROPERTIES, 'inviteExpiresAt', 'deleted'],
  properties: PARTNER_PROPERTIES,
  defaultSortBy: 'lastUpdate',
  key: 'id',
});

/**
 * The same list as customer care and an Active dealer read it to book: the fields and filters of
 * BOOKABLE_PARTNER_PROPERTIES only (no filter on a field they do not read, so none can probe an e-mail or a contract).
 */
export const bookablePartnerList = defineListResource<BookablePartnerRow>({
  source: 'channel_partners cp',
  fields: [...BOOKABLE_PARTNER_FIELDS],
  properties: only(BOOKABLE_PARTNER_PROPERTIES),
  defaultSortBy: 'lastUpdate',
  key: 'id',
});

/** The scope of a booker's list: Active partners only, whatever its own filters say (they narrow it further). */
const ACTIVE_ONLY: FilterEntry[] = [{ property: 'status', operator: 'equal', value: 'Active' }];

/**
 * POST channel-partner/getByPaginationAndFilter for `caller` (the route admits admins, customer care and Active
 * dealers): an admin searches every partner with every field; any other caller the Active partners, with what booking
 * needs.
 */
export function searchPartners(database: DatabaseHandle, caller: Pick<AuthUser, 'role'>, request: ParsedFilterRequest) {
  if (caller.role === ROLES.admin) return answerList(database, partnerList, request);
  return answerList(database, bookablePartnerList, request, ACTIVE_ONLY);
}

/** GET channel-partner/filter/data: the distinct values the list's select filters offer. */
export async function partnerFilterData(database: DatabaseHandle): Promise<PartnerFilterData> {
  const of = (column: string, loose: boolean) =>
    distinctValues<string>(database, { source: 'channel_partners', column, loose });
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

const activePartnerRow = z.object({ id: z.string(), name: z.string() }) satisfies z.ZodType<ActivePartner>;

/** GET channel-partner/list/active. */
export const activePartners = (db: Executor) =>
  rowsOf(
    db,
    activePartnerRow,
    sql`SELECT id, name FROM channel_partners WHERE status = 'Active' AND deleted_at IS NULL ORDER BY name, id`,
  );

const areaPartnerRow = activePartnerRow.extend({ dailyCallCapacity: z.number() });

/** The service areas walked by area, each with its Active partner and the partner's services. */
const AREAS = serviceAreaRows(PARTNER_SECTION_TABLES, 'a');
const AREA = AREAS.columns;
const HELD = heldServiceJoin(PARTNER_SECTION_TABLES, 's', 'cp.id');
const AREA_PARTNER_SERVICES = sql.raw(`${AREAS.from}
        JOIN channel_partners cp ON cp.id = ${AREA.owner} AND cp.status = 'Active' AND cp.deleted_at IS NULL
        ${HELD.join}`);

/**
 * Active partners offering a service in an area ('code#area'), optionally repairing a brand and/or product:
 * one statement walking the area index of service areas, then the partner's service and brand-product keys.
 */
export function partnersServingArea(
  db: Executor,
  query: { serviceId: string; pincode: number; area: string; brandId?: string; productId?: string },
) {
  const catalogue =
    query.brandId === undefined && query.productId === undefined
      ? sql``
      : sql` AND ${repairsCatalogue(PARTNER_SECTION_TABLES, 'cp.id', query)}`;
  return rowsOf(
    db,
    areaPartnerRow,
    sql`SELECT cp.id, cp.name, ${sql.raw(HELD.columns.dailyCallCapacity)} AS "dailyCallCapacity"
        FROM ${AREA_PARTNER_SERVICES} AND ${sql.raw(HELD.columns.serviceId)} = ${query.serviceId}
        WHERE ${sql.raw(AREA.pincode)} = ${query.pincode} AND ${sql.raw(AREA.area)} = ${query.area}${catalogue}
        ORDER BY cp.name, cp.id`,
  );
}
