import { INVITE_MESSAGES } from '../../../../domain/channelPartner/invite';
import type { AppContext } from '../../context';
import type { IdentityUser } from '../../identity/admin';
import { conflict } from '../../platform/errors';
import { temporaryPassword } from './temporaryPassword';
import type { InvitedParty } from './party';

/** Invited parties sign in in the staff pool, by e-mail. */
export const INVITE_POOL = 'staff';

export const emailInUse = (party: Pick<InvitedParty, 'emailField'>) =>
  conflict(INVITE_MESSAGES.emailInUse, { [party.emailField]: INVITE_MESSAGES.emailInUse });

/** True when any identity user (of any role) already signs in with the e-mail, or has it as an attribute. */
export async function identityUserExists(ctx: AppContext, email: string): Promise<boolean> {
  if (await ctx.identity.getUser(INVITE_POOL, email)) return true;
  return (await ctx.identity.findUsers({ email })).length > 0;
}

/**
 * The invitee's sign-in: e-mail as username, the party's group, a generated temporary password (NEW_PASSWORD_REQUIRED).
 */
export async function ensureIdentityUser(
  ctx: AppContext,
  party: InvitedParty,
  email: string,
  name: string,
): Promise<{ user: IdentityUser; created: boolean }> {
  const existing = await ctx.identity.getUser(INVITE_POOL, email);
  if (existing) {
    if (!existing.groups.includes(party.group)) await ctx.identity.addUserToGroup(INVITE_POOL, email, party.group);
    return { user: existing, created: false };
  }
  try {
    const user = await ctx.identity.createUser({
      pool: INVITE_POOL,
      username: email,
      temporaryPassword: temporaryPassword(),
      groups: [party.group],
      attributes: { email, name, email_verified: 'true', 'custom:first_login': 'true' },
    });
    return { user, created: true };
  } catch (error) {
    if ((error as { name?: string }).name === 'UsernameExistsException') throw emailInUse(party);
    throw error;
  }
}

export async function deleteIdentityUser(ctx: AppContext, username: string) {
  try {
    await ctx.identity.deleteUser(INVITE_POOL, username);
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}
