import { sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, type AccountProfile } from '../../../../domain/account/constants';
import type { ProfileUpdate } from '../../../../domain/account/schemas';
import { PROFILE_PHOTO_MIME_TYPES } from '../../../../domain/fileRules';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import type { IdentityUser } from '../../identity/admin';
import { badRequest } from '../../platform/errors';
import { z } from 'zod';
import { type Executor, rowOf } from '../../platform/db';
import { dealerName } from '../dealers';
import { technicianName } from '../technicians';
import { roleProfile } from '../users';
import { memberByUsername, renameMember } from '../teamMembers';

/** The name of the record behind a partner, dealer or technician: theirs, kept on their profile page. */
async function profileName(ctx: Pick<AppContext, 'db'>, user: IdentityUser): Promise<string | undefined> {
  const profile = await roleProfile(ctx.db, user);
  if (profile.cpName) return profile.cpName;
  if (profile.dealerId) return dealerName(ctx.db, profile.dealerId);
  if (profile.technicianId) return technicianName(ctx.db, profile.technicianId);
  return undefined;
}

const PROFILE_ROLES: readonly string[] = [ROLES.channelPartner, ROLES.dealer, ROLES.technician];

/**
 * Admins, customer care and partner staff name themselves; a partner, dealer or technician goes by its profile's name.
 */
async function ownsName(db: Executor, user: IdentityUser): Promise<boolean> {
  return !PROFILE_ROLES.includes(user.groups[0] ?? '') || !!(await memberByUsername(db, user.username));
}

const photoRow = z.object({ name: z.string(), type: z.string(), key: z.string() });

export async function readProfile(ctx: Pick<AppContext, 'db'>, user: IdentityUser): Promise<AccountProfile> {
  const nameEditable = await ownsName(ctx.db, user);
  const photo = await rowOf(
    ctx.db,
    photoRow,
    sql`SELECT photo_name AS name, photo_type AS type, photo_key AS key FROM user_preferences WHERE pool = ${user.pool}
        AND username = ${user.username} AND photo_key IS NOT NULL`,
  );
  const fallback = user.attributes.name ?? user.attributes.email ?? user.username;
  return {
    username: user.username,
    email: user.attributes.email ?? null,
    role: user.groups[0] ?? null,
    name: (nameEditable ? user.attributes.name : await profileName(ctx, user)) ?? fallback,
    nameEditable,
    photo: photo ?? null,
    access: (await memberByUsername(ctx.db, user.username))?.access ?? 'full',
    hasPassword: user.pool !== 'technician',
  };
}

const mimeTypeRow = z.object({ mimeType: z.string() });

/** The photo must be one the user uploaded for themselves (entity `user`, their sub), and a photo by its content. */
async function assertOwnPhoto(db: Executor, user: IdentityUser, key: string) {
  const stored = await rowOf(
    db,
    mimeTypeRow,
    sql`SELECT mime_type AS "mimeType" FROM stored_files WHERE key = ${key} AND entity_type = 'user'
        AND entity_id = ${user.sub}`,
  );
  if (!stored) throw badRequest(ACCOUNT_MESSAGES.photoNotYours, { photo: ACCOUNT_MESSAGES.photoNotYours });
  if (!(PROFILE_PHOTO_MIME_TYPES as readonly string[]).includes(stored.mimeType))
    throw badRequest(ACCOUNT_MESSAGES.photoType, { photo: ACCOUNT_MESSAGES.photoType });
  return stored.mimeType;
}

export async function updateProfile(
  ctx: Pick<AppContext, 'db' | 'identity'>,
  user: IdentityUser,
  change: ProfileUpdate,
): Promise<AccountProfile> {
  const { db, identity } = ctx;
  // Every check before the first write: a refused change leaves the name and the photo as they were.
  if (change.name !== undefined && !(await ownsName(db, user)))
    throw badRequest(ACCOUNT_MESSAGES.nameOnProfile, { name: ACCOUNT_MESSAGES.nameOnProfile });
  const photo = change.photo;
  const photoType = photo ? await assertOwnPhoto(db, user, photo.key) : null;
  if (change.name !== undefined) {
    const name = change.name.trim();
    await identity.updateAttributes(user.pool, user.username, { name });
    await renameMember(db, user.username, name);
  }
  if (photo !== undefined) {
    await db.execute(
      sql`INSERT INTO user_preferences (pool, username, photo_name, photo_type, photo_key) VALUES (${user.pool},
          ${user.username}, ${photo?.name ?? null}, ${photoType}, ${photo?.key ?? null})
          ON CONFLICT (pool, username) DO UPDATE SET photo_name = EXCLUDED.photo_name, photo_type = EXCLUDED.photo_type,
            photo_key = EXCLUDED.photo_key, last_update = now()`,
    );
  }
  return readProfile(ctx, (await identity.getUser(user.pool, user.username)) ?? user);
}
