import { security } from '../../platform/routeSchemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { repeatedInFile } from '../../../../domain/masters/catalogue';
import type { ImportRejection } from '../../../../domain/masters/registry';
import { ROLES } from '../../../../domain/roles';
import { currentUser, requireRoles } from '../../platform/auth';
import { databaseErrorCode, fieldErrors } from '../../platform/errors';
import { refreshStatistics } from '../../platform/statistics';
import { MASTERS, type MasterDefinition } from './definitions';
import { acceptUploads, readUploadedSheet, type Sheet } from './importFile';
import { insertMaster, loadReferences, referenceErrors, uniqueViolation } from './repository';

const admin = requireRoles(ROLES.admin);

type Rejected = ImportRejection['rejected'];
export const importedSchema = z.object({ imported: z.number().int() });
export const importRefusedSchema = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  rejected: z.array(z.object({ line: z.number().int(), errors: z.record(z.string(), z.string()) })).optional(),
});

/** The sentence of a refused import. */
const importRefusedMessage = (count: number) =>
  `${count} ${count === 1 ? 'row has' : 'rows have'} errors; nothing was imported`;

/** Thrown inside the import transaction to roll it back with the rows' messages. */
export class ImportRefused extends Error {
  constructor(readonly body: ImportRejection) {
    super(body.message);
  }
}
export const refuse = (rejected: Rejected) =>
  new ImportRefused({
    message: importRefusedMessage(rejected.length),
    rejected: rejected.sort((a, b) => a.line - b.line),
  });

/** POST master/<path>/import and GET master/<path>/template for every master of the registry. */
export async function importRoutes(plugin: FastifyInstance) {
  await acceptUploads(plugin);
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const { db, database } = app.ctx;

  for (const def of MASTERS) {
    const base = `/${def.config.path}`;
    const tags = [`master ${def.path}`];

    app.get(`${base}/template`, { onRequest: admin, schema: { tags, security } }, (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${def.key}-template.csv"`)
        .send(`${importColumns(def).join(',')}\n`),
    );

    app.post(
      `${base}/import`,
      {
        onRequest: admin,
        schema: {
          tags,
          security,
          consumes: ['multipart/form-data'],
          response: { 200: importedSchema, 400: importRefusedSchema },
        },
      },
      async (request, reply) => {
        const sheet = await readUploadedSheet(request);
        try {
          return { imported: await importSheet(def, sheet, currentUser(request)) };
        } catch (error) {
          if (error instanceof ImportRefused) return reply.status(400).send(error.body);
          throw error;
        }
      },
    );
  }

  /**
   * All rows or none, and every bad line at once: each row is checked against the create schema and its references, and
   * each row that passes is written in a savepoint of one transaction, so a duplicate (of the table or of an earlier
   * line) is named too; any refusal rolls the whole file back.
   */
  async function importSheet(def: MasterDefinition, sheet: Sheet, by: ReturnType<typeof currentUser>): Promise<number> {
    const columns = mapHeaders(def, sheet.headers);
    if (!sheet.rows.length) throw new ImportRefused({ message: 'The file has no rows', rejected: [] });
    const rejected: Rejected = [];
    const valid: ValidRow[] = [];
    for (const row of sheet.rows) {
      const raw: Record<string, unknown> = {};
      for (const [header, property] of columns) raw[property] = cellValue(def, property, row.cells[header]);
      const result = def.createSchema.safeParse(raw);
      if (result.success) valid.push({ line: row.line, input: result.data as Record<string, unknown> });
      else rejected.push({ line: row.line, errors: fieldErrors(result.error.issues) });
    }
    const lookup = await loadReferences(
      db,
      def,
      valid.map((v) => v.input),
    );
    const writable = valid.filter((row) => {
      const errors = referenceErrors(def, row.input, lookup);
      if (Object.keys(errors).length) rejected.push({ line: row.line, errors });
      return Object.keys(errors).length === 0;
    });

    await db.transaction(async (tx) => {
      for (const row of writable) {
        try {
          await tx.transaction((savepoint) => insertMaster(savepoint, def, row.input, by, 'Imported from file'));
        } catch (error) {
          if (databaseErrorCode(error) !== '23505') throw error;
          const { field, message } = uniqueViolation(def, error);
          const earlier = earlierLineWith(writable, row, field);
          rejected.push({ line: row.line, errors: { [field]: earlier ? repeatedInFile(message, earlier) : message } });
        }
      }
      if (rejected.length) throw refuse(rejected);
    });
    await refreshStatistics(database, [def.table]);
    return valid.length;
  }
}

interface ValidRow {
  line: number;
  input: Record<string, unknown>;
}

/** The first earlier line of the file with the same value (in any case) in the field a unique key refused. */
function earlierLineWith(rows: readonly ValidRow[], row: ValidRow, field: string): number | undefined {
  const key = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
  return rows.find(
    (other) =>
      other.line < row.line && other.input[field] !== undefined && key(other.input[field]) === key(row.input[field]),
  )?.line;
}

const IGNORED = ['createdAt', 'lastUpdate'];

/** Columns of a master's import file: what a create takes (the id only where the admin may give it). */
function importColumns(def: MasterDefinition): string[] {
  return [...(def.config.idGiven ? ['id'] : []), ...def.writable.filter((name) => !def.properties[name].file)];
}

/** Header cell -> property, by property name or label in any case; unknown headers refuse the file. */
function mapHeaders(def: MasterDefinition, headers: string[]): [string, string][] {
  const allowed = importColumns(def);
  const byName = new Map<string, string>();
  for (const name of allowed) {
    byName.set(name.toLowerCase(), name);
    byName.set(def.properties[name].label.toLowerCase(), name);
  }
  const mapped: [string, string][] = [];
  const unknown: string[] = [];
  for (const header of headers) {
    const key = header.toLowerCase();
    const property = byName.get(key);
    if (property) mapped.push([header, property]);
    else if (!(key === 'id' || IGNORED.some((i) => i.toLowerCase() === key)) && header !== '') unknown.push(header);
  }
  if (unknown.length) {
    const message = `Unknown column ${unknown.join(', ')}; the columns are ${allowed.join(', ')}`;
    throw new ImportRefused({
      message,
      rejected: [{ line: 1, errors: Object.fromEntries(unknown.map((h) => [h, 'Unknown column'])) }],
    });
  }
  return mapped;
}

/**
 * A cell as the create schema expects it: blank is absent (defaults apply), numbers and flags parsed, lists split on
 * '|'.
 */
function cellValue(def: MasterDefinition, name: string, cell: string | undefined): unknown {
  if (cell === undefined || cell === '') return undefined;
  const property = def.properties[name];
  if (property.array)
    return cell
      .split(/[|;]/)
      .map((part) => part.trim())
      .filter(Boolean);
  switch (property.type) {
    case 'number': {
      const n = Number(cell.replace(/,/g, ''));
      return Number.isFinite(n) ? n : cell;
    }
    case 'boolean':
      if (/^(true|yes|y|1|active)$/i.test(cell)) return true;
      if (/^(false|no|n|0|inactive)$/i.test(cell)) return false;
      return cell;
    case 'date': {
      const display = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(cell);
      return display ? `${display[3]}-${display[2]}-${display[1]}` : cell;
    }
    default:
      return cell;
  }
}
