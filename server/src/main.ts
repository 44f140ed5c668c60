import { loadConfig } from './config';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { seed } from './db/seed';

/** Starts the one process: SPA, API and embedded identity on one port. */
async function main() {
  const started = Date.now();
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, statementTimeoutMs: config.statementTimeoutMs });
  const app = await buildApp({ config, database });
  await seed(app.ctx, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Reloop back office ready on ${config.publicUrl} (${database.kind}) in ${Date.now() - started} ms`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
