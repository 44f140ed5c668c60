import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  DIRECTIONS,
  LANGUAGES,
  THEMES,
  type UserPreferences,
  type UserSettings,
} from '../../../../domain/account/constants';
import type { PreferencesUpdate } from '../../../../domain/account/schemas';
import type { Database } from '../../db/client';
import type { IdentityUser } from '../../identity/admin';
import { type Executor, rowOf } from '../../platform/db';
import { readChoices, saveChoices } from './choices';
import { addressesOf } from './recipients';

type Owner = Pick<IdentityUser, 'pool' | 'username' | 'attributes'>;

/** The settings are saved together: all four, or none yet (a row that keeps only a photo). */
const settingsRow = z.union([
  z.object({
    language: z.enum(LANGUAGES),
    theme: z.enum(THEMES),
    direction: z.enum(DIRECTIONS),
    pinSidebar: z.boolean(),
  }),
  z.object({ language: z.null() }),
]);

async function readSettings(db: Executor, owner: Owner): Promise<UserSettings | null> {
  const row = await rowOf(
    db,
    settingsRow,
    sql`SELECT language, theme, direction, pin_sidebar AS "pinSidebar" FROM user_preferences WHERE pool = ${owner.pool}
        AND username = ${owner.username}`,
  );
  return row && 'theme' in row
    ? { language: row.language, theme: row.theme, direction: row.direction, pinSidebar: row.pinSidebar }
    : null;
}

export async function readPreferences(db: Executor, owner: Owner): Promise<UserPreferences> {
  return { settings: await readSettings(db, owner), notifications: await readChoices(db, addressesOf(owner)) };
}

/** Saves what is given (the four settings together, the notification choices that change) in one transaction. */
export async function savePreferences(db: Database, owner: Owner, update: PreferencesUpdate): Promise<UserPreferences> {
  await db.transaction(async (tx) => {
    const settings = update.settings;
    if (settings) {
      await tx.execute(
        sql`INSERT INTO user_preferences (pool, username, language, theme, direction, pin_sidebar)
            VALUES (${owner.pool}, ${owner.username}, ${settings.language}, ${settings.theme}, ${settings.direction},
              ${settings.pinSidebar})
            ON CONFLICT (pool, username) DO UPDATE SET language = EXCLUDED.language, theme = EXCLUDED.theme,
              direction = EXCLUDED.direction,
              pin_sidebar = EXCLUDED.pin_sidebar, last_update = now()`,
      );
    }
    if (update.notifications) await saveChoices(tx, addressesOf(owner), update.notifications);
  });
  return readPreferences(db, owner);
}
