import path from 'node:path';
import { loadConfig } from './config';
import { ConfigError } from './paymentsConfig';
import { openDatabase } from './db/client';
import { createLogger, loggerOptions } from './logger';
import { missingDataKey } from './platform/secrets';

/** Starts the one process: SPA, API and embedded identity on one port. */
async function main() {
  const config = loadConfig();
  const log = createLogger(await loggerOptions(config));
  const refusal = missingDataKey(config);
  if (refusal) {
    log.fatal(refusal);
    process.exit(1);
  }
  // The server's modules load while the database opens (PGlite compiles its WebAssembly off the main thread).
  const modules = Promise.all([import('./app'), import('./db/seed')]);
  modules.catch(() => {});
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    statementTimeoutMs: config.statementTimeoutMs,
    creating: (where) => log.info(`creating the database in ${shortPath(where)}…`),
  });
  log.debug(`database open at ${since()}`);
  const [{ buildApp }, { seed }] = await modules;
  const app = await buildApp({ config, database });
  log.debug(`server assembled at ${since()}`);
  const seeded = await seed(app.ctx, app.log);
  log.debug(`seed (${seeded.ran.join(', ') || 'nothing to do'}) done at ${since()}`);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `ready at ${config.publicUrl} (${database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}, started in ${since()})`,
  );

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

/** A path under the working directory as a relative one ('data/pglite'), any other as it is. */
function shortPath(where: string) {
  const relative = path.relative(process.cwd(), where);
  return relative.startsWith('..') || path.isAbsolute(relative) ? where : relative;
}

/** Seconds since the process started (the import of the server's modules included). */
const since = () => `${process.uptime().toFixed(2)} s`;

main().catch((error: unknown) => {
  // A configuration the server refuses is the operator's to mend: its sentence says what to set, a stack would bury it.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
