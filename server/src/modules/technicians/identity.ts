import { MOBILE_PREFIX } from '../../../../domain/constants';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { mobileInUse } from './contacts';

/** Technicians sign in to their own pool by mobile and one-time code. */
const POOL = 'technician';

/** The sign-in name of a mobile in the technician pool: +91 and the ten digits. */
export const technicianUsername = (mobile: string) => `${MOBILE_PREFIX}${mobile}`;

/** What the technician's sign-in user carries. */
interface TechnicianUser {
  id: string;
  /** Ten digits. */
  mobile: string;
  firstName: string;
  lastName: string;
}

const nameOf = (technician: Pick<TechnicianUser, 'firstName' | 'lastName'>) =>
  `${technician.firstName} ${technician.lastName}`;
const errorName = (error: unknown) => (error as { name?: string }).name;

/**
 * Creates the technician's sign-in user: the mobile as username, the Technician group, the technician id as
 * `custom:id`. It is disabled right away unless `enabled` (only an Active technician signs in). A number the pool
 * already holds is a 409 on the mobile. Answers the username.
 */
export async function createTechnicianUser(
  ctx: AppContext,
  technician: TechnicianUser,
  options: { enabled: boolean },
): Promise<string> {
  const username = technicianUsername(technician.mobile);
  try {
    await ctx.identity.createUser({
      pool: POOL,
      username,
      groups: [ROLES.technician],
      attributes: {
        phone_number: username,
        phone_number_verified: 'true',
        name: nameOf(technician),
        'custom:id': technician.id,
        'custom:first_login': 'false',
      },
    });
  } catch (error) {
    if (errorName(error) === 'UsernameExistsException') throw mobileInUse();
    throw error;
  }
  if (!options.enabled) {
    try {
      await ctx.identity.disableUser(POOL, username);
    } catch (error) {
      await removeTechnicianUser(ctx, username);
      throw error;
    }
  }
  return username;
}

/** Whether the sign-in user is enabled; `otherwise` when the pool has no such user. */
export async function technicianUserEnabled(ctx: AppContext, username: string, otherwise: boolean): Promise<boolean> {
  return (await ctx.identity.getUser(POOL, username))?.enabled ?? otherwise;
}

/** Whether the technician pool holds this mobile (ten digits) as a sign-in name. */
export async function technicianUserExists(ctx: AppContext, mobile: string): Promise<boolean> {
  return (await ctx.identity.getUser(POOL, technicianUsername(mobile))) !== null;
}

/** Deletes a sign-in user (its sessions end with it); one already gone is fine. */
export async function removeTechnicianUser(ctx: AppContext, username: string) {
  try {
    await ctx.identity.deleteUser(POOL, username);
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}

/** The technician may sign in from now on (approved): its user is enabled, or created enabled when it has none. */
export async function enableTechnicianUser(ctx: AppContext, technician: TechnicianUser) {
  const user = await ctx.identity.getUser(POOL, technicianUsername(technician.mobile));
  if (!user) await createTechnicianUser(ctx, technician, { enabled: true });
  else if (!user.enabled) await ctx.identity.enableUser(POOL, user.username);
}

/** Keeps the user's display name in step with the technician's names (a user the pool does not hold is left alone). */
export async function renameTechnicianUser(
  ctx: AppContext,
  username: string,
  technician: Pick<TechnicianUser, 'firstName' | 'lastName'>,
) {
  try {
    await ctx.identity.updateAttributes(POOL, username, { name: nameOf(technician) });
  } catch (error) {
    if (errorName(error) !== 'UserNotFoundException') throw error;
  }
}
