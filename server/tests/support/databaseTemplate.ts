import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedPgliteDump, migrationsFolder } from '../../src/db/client';

let template: Promise<Blob> | undefined;

/**
 * The migrated PGlite database the test servers start from: made once per set of migrations and PGlite version, kept in
 * the temp directory for every test file and worker after it (loading it takes 2.2 s where creating and migrating a
 * database takes 8.6 s on a loaded 2-core machine). Workers making it at once each write their own file, then rename.
 */
export function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const file = path.join(tmpdir(), `reloop-pglite-${templateKey()}.tar`);
    try {
      return new Blob([await readFile(file)]);
    } catch {
      const dump = await migratedPgliteDump();
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
      renameSync(partial, file);
      return dump;
    }
  })();
  return template;
}

/** A hash of the migration files (names and content) and of the PGlite release. */
function templateKey(): string {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(path.resolve(import.meta.dirname, '../../../node_modules/@electric-sql/pglite/package.json')),
  );
  for (const dir of [migrationsFolder, path.join(migrationsFolder, 'meta')])
    for (const name of readdirSync(dir).sort())
      if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path.join(dir, name)));
  return hash.digest('hex').slice(0, 16);
}
