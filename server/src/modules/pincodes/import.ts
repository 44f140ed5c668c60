import { activityRemark } from '../../../../domain/activityRemarks';
import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { pincodeCreateSchema } from '../../../../domain/masters/pincode';
import type { Database } from '../../db/client';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { fieldErrors } from '../../platform/errors';
import { ImportRefused, refuse, type Sheet } from '../masters';

export const PINCODE_IMPORT_COLUMNS = ['code', 'area', 'city', 'district', 'state', 'status'];
/** The post-office directory's own headers are accepted too. */
const ALIASES: Record<string, string> = {
  pincode: 'code',
  officename: 'area',
  taluk: 'city',
  districtname: 'district',
  statename: 'state',
};
const BATCH = 20_000;

/**
 * All rows or none: every row is validated with the pincode schema, then one transaction upserts them in batches
 * through unnest arrays (a code+area already present takes the file's city, district, state and status).
 */
export async function importPincodes(db: Database, sheet: Sheet, by: AuthUser): Promise<number> {
  const columns = sheet.headers.map((header) => {
    const key = header.toLowerCase().replace(/[^a-z]/g, '');
    return [header, ALIASES[key] ?? (PINCODE_IMPORT_COLUMNS.includes(key) ? key : undefined)] as const;
  });
  const unknown = columns.filter(([header, field]) => !field && header !== '').map(([header]) => header);
  if (unknown.length) {
    throw new ImportRefused({
      message: `Unknown column ${unknown.join(', ')}; the columns are ${PINCODE_IMPORT_COLUMNS.join(', ')}`,
      rejected: [{ line: 1, errors: Object.fromEntries(unknown.map((h) => [h, 'Unknown column'])) }],
    });
  }
  if (!sheet.rows.length) throw new ImportRefused({ message: 'The file has no rows', rejected: [] });
  const rejected: { line: number; errors: Record<string, string> }[] = [];
  // Later rows win over earlier ones for the same code and area.
  const rows = new Map<
    string,
    { code: number; area: string; city: string; district: string; state: string; status: string }
  >();
  for (const row of sheet.rows) {
    const raw: Record<string, unknown> = {};
    for (const [header, field] of columns)
      if (field && !(field === 'status' && row.cells[header] === '')) raw[field] = row.cells[header];
    const result = pincodeCreateSchema.safeParse(raw);
    if (!result.success) rejected.push({ line: row.line, errors: fieldErrors(result.error.issues) });
    else rows.set(`${result.data.code}#${result.data.area.toLowerCase()}`, result.data);
  }
  if (rejected.length) throw refuse(rejected);
  const all = [...rows.values()];
  await db.transaction(async (tx) => {
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      const column = <K extends keyof (typeof batch)[number]>(key: K) => sql.param(batch.map((r) => r[key]));
      await tx.execute(sql`
        INSERT INTO pincodes (code, area, city, district, state, status)
        SELECT * FROM unnest(${column('code')}::int[], ${column('area')}::text[], ${column('city')}::text[],
          ${column('district')}::text[], ${column('state')}::text[], ${column('status')}::text[])
        ON CONFLICT (code, area) DO UPDATE SET city = excluded.city, district = excluded.district,
          state = excluded.state, status = excluded.status
        WHERE (pincodes.city, pincodes.district, pincodes.state, pincodes.status)
          IS DISTINCT FROM (excluded.city, excluded.district, excluded.state, excluded.status)`);
    }
    await recordActivity(tx, {
      entityId: 'pincodes',
      entityType: 'pincode',
      activity: activityText('pincodesImported'),
      remark: activityRemark('rowsImported', { count: all.length }),
      by,
    });
  });
  return all.length;
}
