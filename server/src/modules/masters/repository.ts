import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { duplicateNameMessage, type masterOptionsQuerySchema } from '../../../../domain/masters/common';
import type { Database } from '../../db/client';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { badRequest, databaseErrorCode } from '../../platform/errors';
import { toMasterRecord, type MasterDefinition, type MasterRecord } from './definitions';

type Executor = Pick<Database, 'execute'>;
type MasterInput = { name: string; status: MasterRecord['status'] };
type MasterOptions = z.infer<typeof masterOptionsQuerySchema>;

const RECORD = sql.raw(`id, name, status, created_at AS "createdAt", last_update AS "lastUpdate"`);
const PUBLISHED = sql`status = 'Publish'`;

async function records(db: Executor, query: SQL): Promise<MasterRecord[]> {
  const result = (await db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  return result.rows.map(toMasterRecord);
}

const table = (def: MasterDefinition) => sql.identifier(def.table);

/** Every entry sorted by name; non-admins see published entries only. */
export function listMasters(db: Database, def: MasterDefinition, publishedOnly: boolean) {
  return records(db, sql`SELECT ${RECORD} FROM ${table(def)} ${publishedOnly ? sql`WHERE ${PUBLISHED}` : sql``} ORDER BY name, id`);
}

export async function findMaster(db: Database, def: MasterDefinition, id: string, publishedOnly: boolean): Promise<MasterRecord | undefined> {
  const [record] = await records(db, sql`SELECT ${RECORD} FROM ${table(def)} WHERE id = ${id} ${publishedOnly ? sql`AND ${PUBLISHED}` : sql``}`);
  return record;
}

/** Exact matches on any of id, name (case-insensitive, as names are unique that way) and status. */
export function findMastersByOptions(db: Database, def: MasterDefinition, options: MasterOptions, publishedOnly: boolean) {
  const conditions: SQL[] = [];
  if (options.id) conditions.push(sql`id = ${options.id}`);
  if (options.name) conditions.push(sql`lower(name) = lower(${options.name})`);
  if (options.status) conditions.push(sql`status = ${options.status}`);
  if (publishedOnly) conditions.push(PUBLISHED);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return records(db, sql`SELECT ${RECORD} FROM ${table(def)} ${where} ORDER BY name, id`);
}

export function createMaster(db: Database, def: MasterDefinition, input: MasterInput, by: AuthUser) {
  return withDatabaseRules(def, () =>
    db.transaction(async (tx) => {
      const [record] = await records(tx, sql`INSERT INTO ${table(def)} (name, status) VALUES (${input.name}, ${input.status}) RETURNING ${RECORD}`);
      await recordActivity(tx, { entityId: record.id, entityType: def.entityType, activity: `${def.label} Created`, remark: `${record.name} (${record.status})`, by });
      return record;
    }),
  );
}

/** Undefined when no entry has the id. */
export function updateMaster(db: Database, def: MasterDefinition, input: MasterInput & { id: string }, by: AuthUser) {
  return withDatabaseRules(def, () =>
    db.transaction(async (tx) => {
      const [before] = await records(tx, sql`SELECT ${RECORD} FROM ${table(def)} WHERE id = ${input.id} FOR UPDATE`);
      if (!before) return undefined;
      const [record] = await records(
        tx,
        sql`UPDATE ${table(def)} SET name = ${input.name}, status = ${input.status}, last_update = now() WHERE id = ${input.id} RETURNING ${RECORD}`,
      );
      await recordActivity(tx, { entityId: record.id, entityType: def.entityType, activity: `${def.label} Updated`, remark: changes(before, record), by });
      return record;
    }),
  );
}

/** Undefined when no entry has the id. */
export function deleteMaster(db: Database, def: MasterDefinition, id: string, by: AuthUser) {
  return withDatabaseRules(def, () =>
    db.transaction(async (tx) => {
      const [record] = await records(tx, sql`DELETE FROM ${table(def)} WHERE id = ${id} RETURNING ${RECORD}`);
      if (!record) return undefined;
      await recordActivity(tx, { entityId: record.id, entityType: def.entityType, activity: `${def.label} Deleted`, remark: record.name, by });
      return record;
    }),
  );
}

function changes(before: MasterRecord, after: MasterRecord) {
  const changed = (['name', 'status'] as const).filter((field) => before[field] !== after[field]).map((field) => `${field}: ${before[field]} -> ${after[field]}`);
  return changed.length ? changed.join('; ') : 'No changes';
}

/** The database keeps names unique and referenced entries in place; its refusals become field messages. */
async function withDatabaseRules<T>(def: MasterDefinition, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === '23505') throw badRequest(duplicateNameMessage(def.label), { name: duplicateNameMessage(def.label) });
    if (code === '23503') throw badRequest(`${def.label} is in use and cannot be deleted`);
    throw error;
  }
}
