import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { column, type Executor, idRow, rowOf, rowsOf } from '../../platform/db';
import type { SectionTables } from './owner';

/**
 * What another module's statement may read of a profile's offer (its services, service areas and brand-products) in
 * the tables of its kind (PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES), so the statement keeps one round trip:
 * conditions on the profile whose id is `of` (trusted SQL text, such as `cp.id`), and the rows themselves under an
 * alias with the column expressions it reads.
 */

/** The profile serves the area. */
export const servesArea = (tables: SectionTables, of: string, place: { pincode: number; area: string }): SQL =>
  sql`EXISTS (SELECT 1 FROM ${sql.raw(tables.serviceAreas)} a WHERE a.${sql.raw(tables.ownerColumn)} = ${sql.raw(of)}
      AND a.pincode = ${place.pincode} AND a.area = ${place.area})`;

/** The profile holds the service. */
export const holdsService = (tables: SectionTables, of: string, serviceId: string): SQL =>
  sql`EXISTS (SELECT 1 FROM ${sql.raw(tables.services)} s WHERE s.${sql.raw(tables.ownerColumn)} = ${sql.raw(of)}
      AND s.service_id = ${serviceId})`;

/** The profile repairs the brand and the product (either may be left out: any of the profile's). */
export function repairsCatalogue(
  tables: SectionTables,
  of: string,
  catalogue: { brandId?: string; productId?: string },
): SQL {
  const brand = catalogue.brandId === undefined ? sql`` : sql` AND bp.brand_id = ${catalogue.brandId}`;
  const product = catalogue.productId === undefined ? sql`` : sql` AND bp.product_id = ${catalogue.productId}`;
  return sql`EXISTS (SELECT 1 FROM ${sql.raw(tables.brandProducts)} bp
      WHERE bp.${sql.raw(tables.ownerColumn)} = ${sql.raw(of)}${brand}${product})`;
}

/** The service areas of every profile of the kind as a statement's first table, under `alias`. */
export const serviceAreaRows = (tables: SectionTables, alias: string) => ({
  from: `${tables.serviceAreas} ${alias}`,
  columns: { owner: `${alias}.${tables.ownerColumn}`, pincode: `${alias}.pincode`, area: `${alias}.area` },
});

/** The services of the profile `of`, joined under `alias` (the profile holds them). */
export const heldServiceJoin = (tables: SectionTables, alias: string, of: string) => ({
  join: `JOIN ${tables.services} ${alias} ON ${alias}.${tables.ownerColumn} = ${of}`,
  columns: { serviceId: `${alias}.service_id`, dailyCallCapacity: `${alias}.daily_call_capacity` },
});

/** The profile's service areas as 'code#area' ids. */
export async function serviceAreaIdsOf(db: Executor, tables: SectionTables, ownerId: string): Promise<Set<string>> {
  const found = await rowsOf(
    db,
    idRow,
    sql`SELECT pincode || '#' || area AS id FROM ${sql.raw(tables.serviceAreas)}
        WHERE ${sql.raw(tables.ownerColumn)} = ${ownerId}`,
  );
  return new Set(found.map((r) => r.id));
}

/**
 * The profile a capacity statement reads the services of, as its owner module writes it: the join of its row from
 * the services' owner column, and the condition under which its capacity counts (it is Active).
 */
export interface ServiceHolder {
  join: (on: string) => string;
  counts: string;
}

const capacityRow = z.object({ serviceId: z.string(), capacity: column.number });

/**
 * A profile's daily call capacity for a service (its first service when none is named); 0 unless its capacity counts.
 */
export function firstServiceCapacity(
  db: Executor,
  tables: SectionTables,
  holder: ServiceHolder,
  ownerId: string,
  serviceId?: string,
) {
  const owner = `s.${tables.ownerColumn}`;
  return rowOf(
    db,
    capacityRow,
    sql`SELECT s.service_id AS "serviceId", CASE WHEN ${sql.raw(holder.counts)} THEN s.daily_call_capacity ELSE 0 END
        AS capacity
        FROM ${sql.raw(tables.services)} s ${sql.raw(holder.join(owner))}
        WHERE ${sql.raw(owner)} = ${ownerId} ${serviceId ? sql`AND s.service_id = ${serviceId}` : sql``}
        ORDER BY s.position LIMIT 1`,
  );
}

const summedCapacityRow = z.object({ capacity: column.number });

/** A profile's daily call capacity over all its services while its capacity counts (0 otherwise). */
export async function summedCapacity(db: Executor, tables: SectionTables, holder: ServiceHolder, ownerId: string) {
  const owner = `s.${tables.ownerColumn}`;
  const row = await rowOf(
    db,
    summedCapacityRow,
    sql`SELECT coalesce(sum(s.daily_call_capacity), 0)::int AS capacity FROM ${sql.raw(tables.services)} s
        ${sql.raw(holder.join(owner))}
        WHERE ${sql.raw(owner)} = ${ownerId} AND ${sql.raw(holder.counts)}`,
  );
  return row?.capacity ?? 0;
}
