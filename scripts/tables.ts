// The table check of the lint step: a module names only its own tables (server/src/db/tableOwners.ts), in SQL text,
// in a list's source or by importing the table's Drizzle object; platform/ names none of a module's. A reference that
// stood when the check came is listed in .table-owners-known.json and reported as a count; a new one fails.
// `--measure` prints the counts only, `--baseline` rewrites the list.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fs from 'node:fs';
import path from 'node:path';
import * as schema from '../server/src/db/schema';
import { infrastructureTables, tableOwners } from '../server/src/db/tableOwners';

const root = path.resolve(import.meta.dirname, '..');
const knownFile = path.join(root, '.table-owners-known.json');
const args = process.argv.slice(2);

const ownerOf = new Map<PgTable, string>();
const problems: string[] = [];
for (const [owner, tables] of Object.entries(tableOwners))
  for (const table of tables) {
    if (ownerOf.has(table)) problems.push(`${getTableName(table)} has two owners: ${ownerOf.get(table)} and ${owner}`);
    ownerOf.set(table, owner);
  }
for (const table of infrastructureTables) ownerOf.set(table, 'platform');

/** Every table of the schema by its Drizzle name and by its SQL name, with its owner. */
const byExport = new Map<string, { name: string; owner: string }>();
for (const [exported, table] of Object.entries(schema)) {
  if (!is(table, PgTable)) continue;
  const owner = ownerOf.get(table);
  if (!owner) problems.push(`${getTableName(table)} (${exported}) has no owner in server/src/db/tableOwners.ts`);
  else byExport.set(exported, { name: getTableName(table), owner });
}
const bySqlName = new Map([...ownerOf].map(([table, owner]) => [getTableName(table), owner]));

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') ? [file] : [];
  });
}

/** The area a file belongs to: its module folder, or platform for server/src/platform. */
function areaOf(relative: string): string | undefined {
  const module = /^server\/src\/modules\/([^/]+)\//.exec(relative)?.[1];
  if (module) return module;
  return relative.startsWith('server/src/platform/') ? 'platform' : undefined;
}

const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
const tableNames = [...bySqlName.keys()].sort((a, b) => b.length - a.length).join('|');
const sqlReference = new RegExp(`\\b(?:FROM|JOIN|UPDATE|INTO|TABLE)\\s+"?(${tableNames})"?\\b`, 'g');
const listSource = new RegExp(`\\bsource:\\s*['"\`]\\s*(${tableNames})\\b`, 'g');
/** A request table named through its kind (`FROM ${kind.table}`, `REQUEST_KINDS[name].table`): the requests' tables. */
const kindTable = /\b(?:FROM|JOIN|UPDATE|INTO)\s+\$\{[^}]*[kK][iI][nN][dD][^}]*\.table\}/g;
const schemaImport = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']*db\/schema(?:\/[^']*)?'/g;

/** References to another area's tables, counted per file and table. */
const found: Record<string, Record<string, number>> = {};
for (const file of sourceFiles(path.join(root, 'server/src'))) {
  const relative = path.relative(root, file);
  const area = areaOf(relative);
  if (!area) continue;
  const text = withoutComments(fs.readFileSync(file, 'utf8'));
  const named: string[] = [];
  for (const [, name] of text.matchAll(sqlReference)) named.push(name);
  for (const [, name] of text.matchAll(listSource)) named.push(name);
  for (const _ of text.matchAll(kindTable)) named.push('requests');
  for (const [, list] of text.matchAll(schemaImport))
    for (const imported of list.split(',')) {
      const table = byExport.get(
        imported
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]
          .trim(),
      );
      if (table) named.push(table.name);
    }
  for (const name of named) {
    const owner = bySqlName.get(name)!;
    if (owner === area || owner === 'platform') continue;
    found[relative] ??= {};
    found[relative][name] = (found[relative][name] ?? 0) + 1;
  }
}

if (args.includes('--baseline')) fs.writeFileSync(knownFile, `${JSON.stringify(found, null, 2)}\n`);
const known: Record<string, Record<string, number>> = fs.existsSync(knownFile)
  ? JSON.parse(fs.readFileSync(knownFile, 'utf8'))
  : {};

const perArea: Record<string, number> = {};
let total = 0;
const grown: string[] = [];
for (const [file, tables] of Object.entries(found))
  for (const [table, count] of Object.entries(tables)) {
    const area = areaOf(file)!;
    perArea[area] = (perArea[area] ?? 0) + count;
    total += count;
    const allowed = known[file]?.[table] ?? 0;
    if (count > allowed)
      grown.push(`${file} names ${table} (owned by ${bySqlName.get(table)}) ${count - allowed} more time(s)`);
  }
console.log(
  `tables: ${bySqlName.size} tables, ${total} references to another module's tables ${JSON.stringify(perArea)}`,
);
for (const problem of problems) console.error(`  ${problem}`);
if (args.includes('--measure') || args.includes('--baseline')) process.exit(problems.length ? 1 : 0);
for (const line of grown) console.error(`  ${line}`);
if (problems.length || grown.length) {
  console.error(`tables: ${grown.length} new reference(s); call the owner's index.ts instead (see docs/database.md)`);
  process.exit(1);
}
