import { z } from 'zod';
import { activityRemark } from '../../../../domain/activityRemarks';
import { sql, type SQL } from 'drizzle-orm';
import { parseServiceAreaId } from '../../../../domain/profile/serviceAreas';
import { type Executor, rowsOf, column } from '../../platform/db';
import { pincodeAreaMatch } from '../pincodes';
import type { SectionTables } from './owner';

export interface AreaRef {
  id: string;
  pincode: number;
  area: string;
}

/** Distinct 'code#area' ids, parsed. */
export const areaRefs = (ids: readonly string[]): AreaRef[] =>
  [...new Set(ids)].map((id) => ({ id, ...parseServiceAreaId(id) }));

/** `(VALUES (code, area), ...) AS t(code, area)`: many areas as one relation, parameters only. */
export const areaValues = (areas: readonly AreaRef[]): SQL =>
  sql`(VALUES ${sql.join(
    areas.map((a) => sql`(${a.pincode}::int, ${a.area}::text)`),
    sql`, `,
  )}) AS t(code, area)`;

const areasWithoutRow = z.object({ code: column.number, area: z.string() });

/** The ids among `areas` for which `match` (a statement over t.code and t.area) finds no row. */
async function areasWithout(db: Executor, areas: readonly AreaRef[], match: SQL): Promise<string[]> {
  const missing = await rowsOf(
    db,
    areasWithoutRow,
    sql`SELECT t.code, t.area FROM ${areaValues(areas)} WHERE NOT EXISTS (${match})`,
  );
  const key = new Set(missing.map((m) => `${m.code}#${m.area}`));
  return areas.filter((a) => key.has(`${a.pincode}#${a.area}`)).map((a) => a.id);
}

/** The ids among `areas` that the pincode master does not have. */
export const unknownAreas = (db: Executor, areas: readonly AreaRef[]) =>
  areasWithout(db, areas, sql.raw(pincodeAreaMatch('p', 't.code', 't.area')));

/** The ids among `areas` that are not service areas of the profile `ownerId` in `tables`. */
export const areasNotServedBy = (db: Executor, tables: SectionTables, ownerId: string, areas: readonly AreaRef[]) =>
  areasWithout(
    db,
    areas,
    sql`SELECT 1 FROM ${sql.raw(tables.serviceAreas)} s WHERE s.${sql.raw(tables.ownerColumn)} = ${ownerId}
        AND s.pincode = t.code AND s.area = t.area`,
  );

/** A short remark naming the areas (a count when there are many). */
export const areasRemark = (ids: readonly string[]) =>
  ids.length <= 10 ? ids.join(', ') : activityRemark('areaCount', { count: ids.length });
