import { z } from 'zod';
import { type Executor, idRow, rowsOf } from '../../platform/db';
import { activityText } from '../../../../domain/activityEvents';
import { sql, type SQL } from 'drizzle-orm';
import type { ExportColumn } from '../../../../domain/listExport';
import type { MasterKey } from '../../../../domain/masters/registry';
import type { Database } from '../../db/client';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, databaseErrorCode } from '../../platform/errors';
import {
  LINK_USES,
  MASTERS,
  MASTER_BY_KEY,
  type MasterDefinition,
  type MasterRecord,
  masterRecordRow,
} from './definitions';

type Input = Record<string, unknown>;

/** Rows read with the master's select list are its records as they are. */
const records = (db: Executor, query: SQL) => rowsOf(db, masterRecordRow, query);

const table = (def: MasterDefinition) => sql.identifier(def.table);
const column = (def: MasterDefinition, property: string) => sql.identifier(def.columns[property]);
const selectList = (def: MasterDefinition) => sql.raw(def.list.selectList);

/** The condition that shows an entry to non-admins (published / active); masters without one show everything. */
export function visibleCondition(def: MasterDefinition, alias?: string): SQL | undefined {
  const visibility = def.config.visibility;
  if (!visibility) return undefined;
  const col = alias ? sql.raw(`${alias}.${def.columns[visibility.property]}`) : column(def, visibility.property);
  return sql`${col} = ${visibility.value}`;
}

const where = (conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c): c is SQL => c !== undefined);
  return present.length ? sql`WHERE ${sql.join(present, sql` AND `)}` : sql``;
};

/** Every entry sorted by its title; non-admins see published (active) entries only. */
export function listMasters(db: Executor, def: MasterDefinition, visibleOnly: boolean) {
  return records(
    db,
    sql`SELECT ${selectList(def)} FROM ${table(def)} ${where([visibleOnly ? visibleCondition(def) : undefined])}
        ORDER BY ${column(def, def.config.titleProperty)}, id`,
  );
}

export async function findMaster(
  db: Executor,
  def: MasterDefinition,
  id: string,
  visibleOnly: boolean,
): Promise<MasterRecord | undefined> {
  const [record] = await records(
    db,
    sql`SELECT ${selectList(def)} FROM ${table(def)}
        ${where([sql`id = ${id}`, visibleOnly ? visibleCondition(def) : undefined])}`,
  );
  return record;
}

/** Exact matches on id, references and enums; other text case-insensitively (names are unique that way). */
export function findMastersByOptions(
  db: Executor,
  def: MasterDefinition,
  options: Record<string, unknown>,
  visibleOnly: boolean,
) {
  const conditions: (SQL | undefined)[] = Object.entries(options)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => {
      const property = def.properties[name];
      const exact = name === 'id' || property.ref || property.type !== 'text';
      return exact ? sql`${column(def, name)} = ${value}` : sql`lower(${column(def, name)}) = lower(${value})`;
    });
  if (visibleOnly) conditions.push(visibleCondition(def));
  return records(
    db,
    sql`SELECT ${selectList(def)} FROM ${table(def)} ${where(conditions)}
        ORDER BY ${column(def, def.config.titleProperty)}, id`,
  );
}

/** Ids of the entries of a master that exist, for reference checks. */
export async function existingIds(db: Executor, key: MasterKey, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await rowsOf(
    db,
    idRow,
    sql`SELECT id FROM ${sql.identifier(MASTER_BY_KEY[key].table)} WHERE id = ANY(${sql.param(ids)}::text[])`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Everything a write needs to check references of many inputs at once (one query per referenced master). */
interface ReferenceLookup {
  ids: Partial<Record<MasterKey, Set<string>>>;
  /** The products the inputs name, for the product-type and product-category rules. */
  products: Map<string, { name: string; types: string[]; categoryId: string | null }>;
  /** Names of the categories the inputs and their products name, for the product-category sentence. */
  categoryNames: Map<string, string>;
}

const idsIn = (inputs: Input[], field: string) => [
  ...new Set(inputs.map((input) => input[field]).filter((v): v is string => typeof v === 'string' && v !== '')),
];

const productReferenceRow = z.object({
  id: z.string(),
  name: z.string(),
  types: z.string(),
  categoryId: z.string().nullable(),
});
const namedReferenceRow = z.object({ id: z.string(), name: z.string() });

export async function loadReferences(db: Executor, def: MasterDefinition, inputs: Input[]): Promise<ReferenceLookup> {
  const lookup: ReferenceLookup = { ids: {}, products: new Map(), categoryNames: new Map() };
  for (const [field, key] of Object.entries(def.references)) {
    lookup.ids[key] = new Set([...(lookup.ids[key] ?? []), ...(await existingIds(db, key, idsIn(inputs, field)))]);
  }
  const productIds = def.productTypeOfProduct || def.productOfCategory ? idsIn(inputs, 'productId') : [];
  if (productIds.length) {
    const rows = await rowsOf(
      db,
      productReferenceRow,
      sql`SELECT id, name, array_to_string(product_types, '|') AS types, category_id AS "categoryId" FROM products
          WHERE id = ANY(${sql.param(productIds)}::text[])`,
    );
    for (const row of rows)
      lookup.products.set(row.id, {
        name: row.name,
        types: String(row.types) ? String(row.types).split('|') : [],
        categoryId: row.categoryId,
      });
  }
  if (def.productOfCategory) {
    const categoryIds = [
      ...new Set([
        ...idsIn(inputs, 'categoryId'),
        ...[...lookup.products.values()].flatMap((p) => (p.categoryId ? [p.categoryId] : [])),
      ]),
    ];
    if (categoryIds.length) {
      const rows = await rowsOf(
        db,
        namedReferenceRow,
        sql`SELECT id, name FROM categories WHERE id = ANY(${sql.param(categoryIds)}::text[])`,
      );
      for (const row of rows) lookup.categoryNames.set(row.id, row.name);
    }
  }
  return lookup;
}

/** 'Product Television belongs to category Home Appliances, not Mobiles & Computers' (undefined when it belongs). */
function productCategoryError(input: Input, lookup: ReferenceLookup): string | undefined {
  const product = lookup.products.get(String(input.productId));
  const categoryId = String(input.categoryId);
  if (!product || product.categoryId === categoryId) return undefined;
  const chosen = lookup.categoryNames.get(categoryId) ?? categoryId;
  if (!product.categoryId)
    return `Product ${product.name} has no category, so it cannot be used with category ${chosen}`;
  const category = lookup.categoryNames.get(product.categoryId) ?? product.categoryId;
  return `Product ${product.name} belongs to category ${category}, not ${chosen}`;
}

/**
 * Field messages for unknown references ('Unknown product'), a product of another category and product types the
 * product does not offer.
 */
export function referenceErrors(def: MasterDefinition, input: Input, lookup: ReferenceLookup): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, key] of Object.entries(def.references)) {
    const value = input[field];
    if (value === null || value === undefined || value === '') continue;
    if (!lookup.ids[key]?.has(String(value))) errors[field] = `Unknown ${MASTER_BY_KEY[key].label.toLowerCase()}`;
  }
  const given = (field: string) => typeof input[field] === 'string' && input[field] !== '' && !errors[field];
  if (def.productOfCategory && given('productId') && given('categoryId')) {
    const message = productCategoryError(input, lookup);
    if (message) errors.categoryId = message;
  }
  if (def.productTypeOfProduct && !errors.productId && typeof input.productType === 'string') {
    const types = lookup.products.get(String(input.productId))?.types ?? [];
    if (types.length && !types.some((t) => t.toLowerCase() === String(input.productType).toLowerCase())) {
      errors.productType = `Product type must be one of ${types.join(', ')}`;
    }
  }
  return errors;
}

async function checkReferences(db: Executor, def: MasterDefinition, input: Input) {
  const errors = referenceErrors(def, input, await loadReferences(db, def, [input]));
  const first = Object.values(errors)[0];
  if (first) throw badRequest(first, errors);
}

/** SQL value of a property for INSERT/UPDATE. */
function valueOf(def: MasterDefinition, name: string, value: unknown): SQL {
  const property = def.properties[name];
  if (value === undefined || value === null) return property.array ? sql`'{}'::text[]` : sql`NULL`;
  if (property.array) return sql`${sql.param(value)}::text[]`;
  if (property.file) return sql`${JSON.stringify(value)}::jsonb`;
  if (property.type === 'date') return sql`${value}::date`;
  return sql`${value}`;
}

/** Inserts one entry (the id only when the master lets the admin give it) and logs it. */
export async function insertMaster(
  tx: Executor,
  def: MasterDefinition,
  input: Input,
  by: AuthUser | null,
  remark?: string,
) {
  const names = [
    ...(def.config.idGiven && input.id ? ['id'] : []),
    ...def.writable.filter((name) => input[name] !== undefined),
  ];
  const [record] = await records(
    tx,
    sql`INSERT INTO ${table(def)} (${sql.join(
      names.map((n) => column(def, n)),
      sql`, `,
    )}) VALUES (${sql.join(
      names.map((n) => valueOf(def, n, input[n])),
      sql`, `,
    )}) RETURNING ${selectList(def)}`,
  );
  await recordActivity(tx as Database, {
    entityId: record.id,
    entityType: def.entityType,
    activity: activityText('masterCreated', { master: def.label }),
    remark: remark ?? describe(def, record),
    by,
  });
  return record;
}

export function createMaster(db: Database, def: MasterDefinition, input: Input, by: AuthUser) {
  return withDatabaseRules(def, () =>
    db.transaction(async (tx) => {
      await checkReferences(tx, def, input);
      return insertMaster(tx, def, input, by);
    }),
  );
}

/** Undefined when no entry has the id. */
export function updateMaster(db: Database, def: MasterDefinition, input: Input & { id: string }, by: AuthUser) {
  return withDatabaseRules(def, () =>
    db.transaction(async (tx) => {
      const [before] = await records(
        tx,
        sql`SELECT ${selectList(def)} FROM ${table(def)} WHERE id = ${input.id} FOR UPDATE`,
      );
      if (!before) return undefined;
      await checkReferences(tx, def, input);
      const sets = def.writable
        .filter((name) => input[name] !== undefined || def.properties[name].nullable)
        .map((name) => sql`${column(def, name)} = ${valueOf(def, name, input[name])}`);
      const [record] = await records(
        tx,
        sql`UPDATE ${table(def)} SET ${sql.join(sets, sql`, `)}, last_update = now() WHERE id = ${input.id}
            RETURNING ${selectList(def)}`,
      );
      await recordActivity(tx, {
        entityId: record.id,
        entityType: def.entityType,
        activity: activityText('masterUpdated', { master: def.label }),
        remark: changes(def, before, record),
        by,
      });
      return record;
    }),
  );
}

/** Undefined when no entry has the id; 409 with what uses it when it is referenced. */
export async function deleteMaster(db: Database, def: MasterDefinition, id: string, by: AuthUser) {
  try {
    return await db.transaction(async (tx) => {
      const [record] = await records(tx, sql`DELETE FROM ${table(def)} WHERE id = ${id} RETURNING ${selectList(def)}`);
      if (!record) return undefined;
      await recordActivity(tx, {
        entityId: record.id,
        entityType: def.entityType,
        activity: activityText('masterDeleted', { master: def.label }),
        remark: describe(def, record),
        by,
      });
      return record;
    });
  } catch (error) {
    if (databaseErrorCode(error) === '23503') throw conflict(await inUseSentence(db, def, id));
    throw error;
  }
}

const inUseSentenceRow = z.object({ n: z.number() });

/** 'Product PID101 is used by 2 models and 1 service price; unpublish it instead.' */
async function inUseSentence(db: Executor, def: MasterDefinition, id: string): Promise<string> {
  const uses: { table: string; column: string; singular: string; plural: string }[] = [];
  for (const other of MASTERS) {
    for (const [field, key] of Object.entries(other.references)) {
      if (key === def.key)
        uses.push({
          table: other.table,
          column: other.columns[field],
          singular: singularOf(other),
          plural: other.config.plural,
        });
    }
  }
  uses.push(...LINK_USES.filter((link) => link.master === def.key));
  const counts = await Promise.all(
    uses.map(async (use) => {
      const [{ n }] = await rowsOf(
        db,
        inUseSentenceRow,
        sql`SELECT count(*)::int AS n FROM ${sql.identifier(use.table)} WHERE ${sql.identifier(use.column)} = ${id}`,
      );
      return { ...use, n };
    }),
  );
  const parts = counts.filter((c) => c.n > 0).map((c) => `${c.n} ${c.n === 1 ? c.singular : c.plural}`);
  const list =
    parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : (parts[0] ?? 'other records');
  const instead =
    def.config.visibility?.property === 'status'
      ? '; unpublish it instead.'
      : def.config.visibility
        ? '; deactivate it instead.'
        : '.';
  return `${def.label} ${id} is used by ${list}${instead}`;
}

const singularOf = (def: MasterDefinition) => (/^[A-Z]+$/.test(def.label) ? def.label : def.label.toLowerCase());

const describe = (def: MasterDefinition, record: MasterRecord) => {
  const title = record[def.config.titleProperty];
  const state = def.config.visibility ? record[def.config.visibility.property] : undefined;
  return state === undefined ? String(title) : `${String(title)} (${String(state)})`;
};

function changes(def: MasterDefinition, before: MasterRecord, after: MasterRecord) {
  const changed = def.writable
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field}: ${format(before[field])} -> ${format(after[field])}`);
  return changed.length ? changed.join('; ') : 'No changes';
}
const format = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);

/** The constraint a database error names (unique index), also when the ORM wraps it. */
function databaseConstraint(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

/** The field message a unique violation means for this master. */
export function uniqueViolation(def: MasterDefinition, error: unknown): { field: string; message: string } {
  const constraint = databaseConstraint(error);
  const known = (constraint && def.uniques?.[constraint]) || Object.values(def.uniques ?? {})[0];
  return known ?? { field: '_', message: `${def.label} already exists` };
}

/** The database keeps entries unique and references valid; its refusals become field messages. */
async function withDatabaseRules<T>(def: MasterDefinition, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const code = databaseErrorCode(error);
    if (code === '23505') {
      const { field, message } = uniqueViolation(def, error);
      throw badRequest(message, { [field]: message });
    }
    if (code === '23503') throw badRequest('A referenced entry does not exist');
    throw error;
  }
}

/** The referenced master of an export column, and the property it shows ('its title' unless the column names one). */
function referencedTitle(def: MasterDefinition, column: ExportColumn) {
  const key = def.references[column.key];
  if (!key) return undefined;
  const referenced = MASTER_BY_KEY[key];
  const property = column.optionText ?? referenced.config.titleProperty;
  return referenced.list.propertyByName.has(property) ? { referenced, property } : undefined;
}

/** An export column's reference options: a field message when they name no property of the referenced master. */
export const exportReferenceProblem = (def: MasterDefinition) => (column: ExportColumn) =>
  referencedTitle(def, column) ? undefined : `Column ${column.key} cannot show ${column.optionText}`;

const exportReferenceNamesRow = z.object({ id: z.string(), title: z.unknown() });

/**
 * What an export's reference columns show: the referenced entries' titles (or chosen property) with the column's
 * suffix.
 */
export const exportReferenceNames =
  (db: Executor, def: MasterDefinition) => async (column: ExportColumn, ids: string[]) => {
    const title = referencedTitle(def, column);
    if (!title) return undefined;
    const expression = sql.raw(title.referenced.list.propertyByName.get(title.property)!.column);
    const rows = await rowsOf(
      db,
      exportReferenceNamesRow,
      sql`SELECT id, ${expression} AS title FROM ${table(title.referenced)} WHERE id = ANY(${sql.param(ids)}::text[])`,
    );
    return new Map(rows.map((row) => [row.id, `${row.title ?? ''}${column.suffix ?? ''}`]));
  };
