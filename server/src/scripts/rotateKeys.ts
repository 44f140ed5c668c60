import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { rotateKeys } from '../db/rotateKeys';

/**
 * npm run rotate:keys: after DATA_ENCRYPTION_KEY changed (the old key in DATA_ENCRYPTION_KEYS_OLD), re-encrypts what
 * the database keeps.
 */
const config = loadConfig();
if (!config.dataEncryptionKey) {
  console.error(
    'usage: DATA_ENCRYPTION_KEY=<new key> DATA_ENCRYPTION_KEYS_OLD=<the ' +
      'keys it replaces, comma-separated> npm run rotate:keys',
  );
  process.exit(1);
}
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  const { reencrypted, generatedKeyRemoved } = await rotateKeys({ db: database.db, config });
  console.log(
    `re-encrypted ${reencrypted} stored values under ` +
      `DATA_ENCRYPTION_KEY${generatedKeyRemoved ? '; removed the generated key from platform_secrets' : ''}`,
  );
  console.log('DATA_ENCRYPTION_KEYS_OLD is no longer needed once every server process runs with the new key.');
} finally {
  await database.close();
}
