import { SERVICE_IDS } from '../../../../domain/constants';
import { DISPOSAL_METHODS } from '../../../../domain/masters/choices';
import {
  DRIVE_STATUSES,
  gramsPerUnit,
  type DriveFiltersData,
  type DriveRow,
  type DriveSummary,
} from '../../../../domain/ewasteDrives/constants';
import type { ParsedFilterRequest } from '../../../../domain/filters';
import type { Database, DatabaseHandle } from '../../db/client';
import { buildListQuery, defineListResource, distinctValues } from '../../platform/listEngine';
import { activePartnerChoices, partnerJoin } from '../channelPartners';
import { categoryJoin, publishedCategories, publishedUoms } from '../masters';

const KG = (column: string) => `round((${column})::numeric / 1000, 3)::float8`;

/**
 * POST ewasteDrives/getByPaginationAndFilter: latest drive first on its date index; name (trigram), status, partner and
 * state filters have their indexes, the date range reads the date index.
 */
export const driveList = defineListResource<DriveRow>({
  source: `ewaste_drives d ${partnerJoin('cp', 'd.channel_partner_id', { inner: true }).join}`,
  countSource: 'ewaste_drives d',
  properties: {
    id: { column: 'd.id', type: 'text' },
    name: { column: 'd.name', type: 'text' },
    driveDate: { column: 'd.drive_date', type: 'date' },
    status: { column: 'd.status', type: 'enum', values: DRIVE_STATUSES },
    pincode: { column: 'd.pincode', type: 'number', integer: true },
    area: { column: 'd.area', type: 'text' },
    city: { column: 'd.city', type: 'text' },
    state: { column: 'd.state', type: 'text' },
    channelPartnerId: { column: 'd.channel_partner_id', type: 'text' },
    channelPartnerName: { column: 'cp.name', type: 'text' },
    disposalMethod: { column: 'd.disposal_method', type: 'enum', values: DISPOSAL_METHODS },
    targetKg: { column: 'd.target_grams', type: 'number', select: KG('d.target_grams') },
    collectedKg: { column: 'd.collected_grams', type: 'number', select: KG('d.collected_grams') },
    createdAt: { column: 'd.created_at', type: 'timestamp' },
    lastUpdate: { column: 'd.last_update', type: 'timestamp' },
  },
  defaultSortBy: 'driveDate',
  key: 'd.id',
});

/** The drive ids of a list request, whatever its page: the summary sums over every drive the filters keep. */
const summaryIds = defineListResource({ ...driveList, fields: ['id'], maxPageSize: Number.MAX_SAFE_INTEGER });

/** A drive line's e-waste category. */
const ofCategory = categoryJoin('c', 'l.category_id');

/** POST ewasteDrives/summary: collected and target kg per e-waste category over the drives the filters keep. */
export async function driveSummary(
  database: DatabaseHandle,
  request: Pick<ParsedFilterRequest, 'filters'>,
): Promise<DriveSummary> {
  const query = buildListQuery(summaryIds, {
    filters: request.filters,
    pageSize: Number.MAX_SAFE_INTEGER,
    pageNumber: 1,
    sort: -1,
  });
  const [categories, [count]] = await Promise.all([
    database.query<DriveSummary['categories'][number]>(
      `SELECT l.category_id AS "categoryId", ${ofCategory.columns.name} AS "categoryName",
              ${KG("coalesce(sum(l.collected_grams) FILTER (WHERE d.status = 'Completed'), 0)")} AS "collectedKg",
              ${KG('sum(l.target_grams)')} AS "targetKg"
       FROM ewaste_drive_lines l JOIN ewaste_drives d ON d.id = l.drive_id ${ofCategory.join}
       WHERE l.drive_id IN (SELECT id FROM (${query.text}) AS kept)
       GROUP BY l.category_id, ${ofCategory.columns.name} ORDER BY ${ofCategory.columns.name}`,
      query.params,
    ),
    database.query<{ drives: number }>(`SELECT count(*)::int AS drives FROM (${query.text}) AS kept`, query.params),
  ]);
  return { categories, drives: Number(count?.drives ?? 0) };
}

/**
 * GET ewasteDrives/filters/data: filter choices and the form's options (Active partners, e-waste categories, weight
 * units).
 */
export async function driveFiltersData(database: DatabaseHandle, db: Database): Promise<DriveFiltersData> {
  const [states, channelPartners, categories, uoms] = await Promise.all([
    distinctValues<string>(database, { source: 'ewaste_drives d', column: 'd.state' }),
    activePartnerChoices(db),
    publishedCategories(db, SERVICE_IDS.eWaste),
    publishedUoms(db),
  ]);
  return {
    statuses: [...DRIVE_STATUSES],
    channelPartners,
    states,
    categories,
    weightUoms: uoms.filter((uom) => gramsPerUnit(uom.code) !== undefined),
    disposalMethods: [...DISPOSAL_METHODS],
  };
}
