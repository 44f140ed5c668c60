// npm run seed:scale -- --partners 1000000 --pincodes 1000000 [--brands 10000] [--customers 1000000 --technicians 3000
// --requests 1000000 --pickUps 1000000]: synthetic rows at scale in the database of DATABASE_URL (PostgreSQL), for
// benchmarks and capacity checks. Running it again tops the tables up to the numbers.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { NOT_SEEDED, SCALE_KINDS, seedScale, type ScaleKindName } from '../db/scale';

const names = Object.keys(SCALE_KINDS) as ScaleKindName[];
const { values } = parseArgs({
  options: Object.fromEntries(names.map((name) => [name, { type: 'string' }])) as Record<
    ScaleKindName,
    { type: 'string' }
  >,
});
const targets: Partial<Record<ScaleKindName, number>> = {};
for (const name of names) {
  const raw = values[name];
  if (raw === undefined) continue;
  const n = Number(raw.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0 || n > 100_000_000) {
    console.error(`--${name} must be a whole number of rows (0 to 100,000,000), not '${raw}'`);
    process.exit(2);
  }
  targets[name] = n;
}
if (!process.env.DATABASE_URL) {
  console.error(
    'seed:scale fills a PostgreSQL database: set DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/reloop_scale).',
  );
  process.exit(2);
}
if (!Object.keys(targets).length) {
  console.error(`Say how many rows of which kind: ${names.map((name) => `--${name} N`).join(' ')}`);
  process.exit(2);
}

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL });
try {
  const started = Date.now();
  await seedScale(database, targets, (line) => console.log(line));
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  if (!(error instanceof Error && error.message === NOT_SEEDED)) throw error;
  console.error(error.message);
  process.exitCode = 2;
} finally {
  await database.close();
}
