import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type Executor, hasRow, rowOf } from '../../platform/db';

/** A post office of the directory: a pincode and one of its areas. */
interface PincodeArea {
  pincode: number;
  area: string;
}

/** Whether the directory has this pincode and area. */
export async function pincodeExists(db: Executor, place: PincodeArea): Promise<boolean> {
  return await hasRow(db, sql`SELECT 1 FROM pincodes WHERE code = ${place.pincode} AND area = ${place.area}`);
}

const pincodePlaceRow = z.object({ city: z.string(), state: z.string() });

/** The city and state the directory gives a pincode and area (its first post office of them), if it has them. */
export const pincodePlace = (db: Executor, place: PincodeArea) =>
  rowOf(
    db,
    pincodePlaceRow,
    sql`SELECT city, state FROM pincodes WHERE code = ${place.pincode} AND area = ${place.area} ORDER BY id LIMIT 1`,
  );

/**
 * What another module's statement may ask of the directory inside its own: a row (`SELECT 1`, for EXISTS) when the
 * pincode and area expressions (`code`, `area`, trusted SQL text) name a post office, the directory aliased `alias`.
 */
export const pincodeAreaMatch = (alias: string, code: string, area: string) =>
  `SELECT 1 FROM pincodes ${alias} WHERE ${alias}.code = ${code} AND ${alias}.area = ${area}`;
