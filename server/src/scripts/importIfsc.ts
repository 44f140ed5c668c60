import fs from 'node:fs';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { importIfscCsv } from '../modules/ifsc';

/** npm run import:ifsc -- IFSC.csv: loads Razorpay's published branch list into the database the server uses. */
const file = process.argv[2];
if (!file) {
  console.error('usage: npm run import:ifsc -- path/to/IFSC.csv   (from https://github.com/razorpay/ifsc/releases)');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const started = Date.now();
  const written = await importIfscCsv(database, fs.createReadStream(file));
  console.log(`imported ${written} IFSC branches in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await database.close();
}
