import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { DRIVE_STATUSES } from '../../../../domain/ewasteDrives/constants';
import { DISPOSAL_METHODS } from '../../../../domain/masters/choices';
import {
  DRIVE_FILE_ENTITY,
  DRIVE_MESSAGES as M,
  gramsPerUnit,
  type DriveBodyParsed,
  type DriveRecord,
} from '../../../../domain/ewasteDrives/schemas';
import { SERVICE_IDS } from '../../../../domain/constants';
import { badRequest } from '../../platform/errors';
import { column, type Executor, idRow, rowOf, rowsOf } from '../../platform/db';
import { categoryJoin, publishedCategoryIds, publishedUomCodes, uomJoin } from '../masters';
import { partnerJoin, partnerStatus } from '../channelPartners';
import { assertKnownPincode } from '../profileSections';

/** The drive's partner (a drive always has one). */
const ofPartner = partnerJoin('cp', 'd.channel_partner_id', { inner: true });

/** Activity-log entity type of a drive. */
export const DRIVE_ENTITY = 'ewasteDrive';

const driveHeadRow = z.object({ id: z.string(), status: z.enum(DRIVE_STATUSES) });

const driveRow = driveHeadRow.extend({
  name: z.string(),
  driveDate: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  landmark: z.string(),
  pincode: column.number,
  area: z.string(),
  city: z.string(),
  state: z.string(),
  channelPartnerId: z.string(),
  channelPartnerName: z.string(),
  disposalMethod: z.enum(DISPOSAL_METHODS),
  notes: z.string(),
  remark: z.string().nullable(),
  createdAt: column.instant,
  lastUpdate: column.instant,
});
const driveLineRow = z.object({
  categoryId: z.string(),
  categoryName: z.string(),
  uomId: z.string(),
  uomCode: z.string(),
  targetGrams: column.number,
  collectedGrams: column.number.nullable(),
});
const drivePhotoRow = z.object({ key: z.string(), name: z.string(), type: z.string(), size: column.number });

/** The drive's id and status, locked for the caller's transaction when asked. */
export const driveHead = (db: Executor, id: string, { lock = false } = {}) =>
  rowOf(db, driveHeadRow, sql`SELECT id, status FROM ewaste_drives WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`);

/** A drive line's e-waste category and weight unit. */
const ofCategory = categoryJoin('c', 'l.category_id');
const ofUom = uomJoin('u', 'l.uom_id');

/** GET ewasteDrives/{id}: the drive, its place, its lines (grams) and its photos. */
export async function readDrive(db: Executor, id: string): Promise<DriveRecord | undefined> {
  const drive = await rowOf(
    db,
    driveRow,
    sql`SELECT d.id, d.status, d.name, to_char(d.drive_date, 'YYYY-MM-DD') AS "driveDate",
        d.address_line1 AS "addressLine1",
               d.address_line2 AS "addressLine2", d.landmark, d.pincode, d.area, d.city, d.state,
               d.channel_partner_id AS "channelPartnerId", ${sql.raw(ofPartner.columns.name)} AS "channelPartnerName",
               d.disposal_method AS "disposalMethod", d.notes, d.remark, d.created_at AS "createdAt",
               d.last_update AS "lastUpdate"
        FROM ewaste_drives d ${sql.raw(ofPartner.join)} WHERE d.id = ${id}`,
  );
  if (!drive) return undefined;
  const [lines, photos] = await Promise.all([
    rowsOf(
      db,
      driveLineRow,
      sql`SELECT l.category_id AS "categoryId", ${sql.raw(ofCategory.columns.name)} AS "categoryName",
          l.uom_id AS "uomId",
                 ${sql.raw(ofUom.columns.code)} AS "uomCode", l.target_grams::float8 AS "targetGrams",
                 l.collected_grams::float8 AS "collectedGrams"
          FROM ewaste_drive_lines l ${sql.raw(`${ofCategory.join} ${ofUom.join}`)}
          WHERE l.drive_id = ${id} ORDER BY l.position, l.category_id`,
    ),
    rowsOf(
      db,
      drivePhotoRow,
      sql`SELECT key, name, mime_type AS type, size FROM stored_files WHERE entity_type = ${DRIVE_FILE_ENTITY}
          AND entity_id = ${id} ORDER BY created_at, key`,
    ),
  ]);
  const { addressLine1, addressLine2, landmark, pincode, area, city, state, ...head } = drive;
  return { ...head, place: { addressLine1, addressLine2, landmark, pincode, area, city, state }, lines, photos };
}

interface CheckedLine {
  categoryId: string;
  uomId: string;
  targetGrams: number;
  collectedGrams: number | null;
}

/**
 * What the masters must say of a drive: its partner Active, its place a post office of the directory, each line a
 * published e-waste category weighed in a weight unit; the weights become integer grams. 400 on the field otherwise.
 */
export async function checkDrive(db: Executor, drive: DriveBodyParsed): Promise<CheckedLine[]> {
  if ((await partnerStatus(db, drive.channelPartnerId)) !== 'Active')
    throw badRequest(M.partnerNotActive, { channelPartnerId: M.partnerNotActive });
  await assertKnownPincode(db, drive.place, 'place.pincode');
  const categoryIds = drive.lines.map((line) => line.categoryId);
  const uomIds = drive.lines.map((line) => line.uomId);
  const [categories, uoms] = await Promise.all([
    publishedCategoryIds(db, categoryIds, SERVICE_IDS.eWaste),
    publishedUomCodes(db, uomIds),
  ]);
  const knownCategories = new Set(categories);
  const gramsOf = new Map(uoms.map((row) => [row.id, gramsPerUnit(row.code)]));
  const errors: Record<string, string> = {};
  const lines = drive.lines.map((line, index) => {
    if (!knownCategories.has(line.categoryId)) errors[`lines.${index}.categoryId`] = M.categoryUnknown;
    const grams = gramsOf.get(line.uomId);
    if (grams === undefined) errors[`lines.${index}.uomId`] = M.uomNotWeight;
    const toGrams = (value: number) => Math.round(value * (grams ?? 0));
    return {
      categoryId: line.categoryId,
      uomId: line.uomId,
      targetGrams: toGrams(line.target),
      collectedGrams: line.collected == null ? null : toGrams(line.collected),
    };
  });
  const [first] = Object.values(errors);
  if (first) throw badRequest(first, errors);
  return lines;
}

/** Writes the drive's columns and replaces its lines, keeping the totals the list shows. */
export async function writeDrive(
  tx: Executor,
  id: string | undefined,
  drive: DriveBodyParsed,
  lines: CheckedLine[],
  by: string,
): Promise<string> {
  const targetGrams = lines.reduce((sum, line) => sum + line.targetGrams, 0);
  const collectedGrams = lines.reduce((sum, line) => sum + (line.collectedGrams ?? 0), 0);
  const { place } = drive;
  const columns = sql`name = ${drive.name}, drive_date = ${drive.driveDate}, status = ${drive.status},
      address_line1 = ${place.addressLine1},
    address_line2 = ${place.addressLine2}, landmark = ${place.landmark}, pincode = ${place.pincode},
      area = ${place.area}, city = ${place.city},
    state = ${place.state}, channel_partner_id = ${drive.channelPartnerId}, disposal_method = ${drive.disposalMethod},
      notes = ${drive.notes},
    target_grams = ${targetGrams}, collected_grams = ${collectedGrams}, last_update = now()`;
  const saved = id
    ? await rowOf(tx, idRow, sql`UPDATE ewaste_drives SET ${columns} WHERE id = ${id} RETURNING id`)
    : await rowOf(
        tx,
        idRow,
        sql`INSERT INTO ewaste_drives (name, drive_date, status, address_line1, address_line2, landmark, pincode, area,
            city, state, channel_partner_id,
              disposal_method, notes, target_grams, collected_grams, created_by)
            VALUES (${drive.name}, ${drive.driveDate}, ${drive.status}, ${place.addressLine1}, ${place.addressLine2},
              ${place.landmark}, ${place.pincode},
              ${place.area}, ${place.city}, ${place.state}, ${drive.channelPartnerId}, ${drive.disposalMethod},
                ${drive.notes}, ${targetGrams},
              ${collectedGrams}, ${by}) RETURNING id`,
      );
  const driveId = saved!.id;
  await tx.execute(sql`DELETE FROM ewaste_drive_lines WHERE drive_id = ${driveId}`);
  for (const [position, line] of lines.entries()) {
    await tx.execute(
      sql`INSERT INTO ewaste_drive_lines (drive_id, category_id, uom_id, target_grams, collected_grams, position)
          VALUES (${driveId}, ${line.categoryId}, ${line.uomId}, ${line.targetGrams}, ${line.collectedGrams},
            ${position})`,
    );
  }
  return driveId;
}
