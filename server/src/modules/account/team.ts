import {
  ACCOUNT_MESSAGES,
  READ_ONLY_GROUP,
  type TeamAccess,
  type TeamMember,
} from '../../../../domain/account/constants';
import type { TeamInvite, TeamMemberUpdate } from '../../../../domain/account/schemas';
import { INVITE_MESSAGES } from '../../../../domain/channelPartner/invite';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { Caller } from '../../platform/parties';
import { partnerName } from '../channelPartners';
import { deleteIdentityUser, identityUserExists, INVITE_POOL, temporaryPassword } from '../invitations';
import { addMember, memberByUsername, membersOf, setMemberAccess, type MemberRow } from '../teamMembers';
import { teamInvitationMail } from './mail';

/** Whose team the caller manages: its channel partner's (partner and its staff), or the admin team (null). */
interface Team {
  channelPartnerId: string | null;
}

function teamOf(caller: Caller): Team {
  if (caller.user.role === ROLES.admin) return { channelPartnerId: null };
  if (!caller.party) throw forbidden(ACCOUNT_MESSAGES.noPartner);
  return { channelPartnerId: caller.party.id };
}

async function withSignIn(ctx: AppContext, row: MemberRow): Promise<TeamMember> {
  const user = await ctx.identity.getUser(INVITE_POOL, row.username);
  return {
    username: row.username,
    name: row.name,
    email: row.username,
    role: row.role,
    access: row.access,
    enabled: user?.enabled ?? false,
    status: user?.status ?? 'UNKNOWN',
    invitedAt: row.createdAt,
  };
}

/** GET users/team: the caller's team, each member with the state of their sign-in. */
export async function listTeam(ctx: AppContext, caller: Caller): Promise<TeamMember[]> {
  const team = teamOf(caller);
  return Promise.all((await membersOf(ctx.db, team.channelPartnerId)).map((row) => withSignIn(ctx, row)));
}

const groupsOf = (role: string, access: TeamAccess) => (access === 'read' ? [role, READ_ONLY_GROUP] : [role]);

/**
 * Invites a member like Cognito's AdminCreateUser: a staff-pool user with a generated temporary password, e-mailed
 * with the sign-in address; the first sign-in asks for a password of their own. A partner's member signs in as the
 * partner with the access given; an admin's member is an admin or customer care.
 */
export async function inviteMember(ctx: AppContext, caller: Caller, invite: TeamInvite): Promise<TeamMember> {
  const team = teamOf(caller);
  const role = team.channelPartnerId ? ROLES.channelPartner : invite.role;
  const access: TeamAccess | undefined = team.channelPartnerId ? invite.access : 'full';
  if (!role) throw badRequest(ACCOUNT_MESSAGES.roleRequired, { role: ACCOUNT_MESSAGES.roleRequired });
  if (!access) throw badRequest(ACCOUNT_MESSAGES.accessRequired, { access: ACCOUNT_MESSAGES.accessRequired });
  const email = invite.email.toLowerCase();
  if (await identityUserExists(ctx, email))
    throw conflict(INVITE_MESSAGES.emailInUse, { email: INVITE_MESSAGES.emailInUse });
  const password = temporaryPassword();
  await ctx.identity.createUser({
    pool: INVITE_POOL,
    username: email,
    temporaryPassword: password,
    groups: groupsOf(role, access),
    attributes: { email, name: invite.name, email_verified: 'true' },
  });
  try {
    // The member and their invitation e-mail commit together (the outbox).
    await ctx.db.transaction(async (tx) => {
      await addMember(
        tx,
        { username: email, channelPartnerId: team.channelPartnerId, name: invite.name, role, access },
        caller.user.username,
      );
      await ctx.notifier.enqueue(
        tx,
        teamInvitationMail(ctx.config.publicUrl, {
          email,
          name: invite.name,
          password,
          partnerName: team.channelPartnerId ? await partnerName(tx, team.channelPartnerId) : undefined,
          role,
        }),
      );
    });
  } catch (error) {
    await deleteIdentityUser(ctx, email);
    throw error;
  }
  return withSignIn(ctx, (await memberByUsername(ctx.db, email))!);
}

/**
 * Access (a partner's members) and sign-in (enabled); a new access ends the member's sessions so their next token
 * carries it.
 */
export async function updateMember(
  ctx: AppContext,
  caller: Caller,
  { username, change }: { username: string; change: TeamMemberUpdate },
): Promise<TeamMember> {
  const team = teamOf(caller);
  const member = await memberByUsername(ctx.db, username);
  if (!member || member.channelPartnerId !== team.channelPartnerId) throw notFound(ACCOUNT_MESSAGES.notInTeam);
  if (member.username === caller.user.username.toLowerCase()) throw conflict(ACCOUNT_MESSAGES.notYourself);
  if (change.access !== undefined && change.access !== member.access) {
    if (!team.channelPartnerId)
      throw badRequest(ACCOUNT_MESSAGES.accessOnlyPartners, { access: ACCOUNT_MESSAGES.accessOnlyPartners });
    if (change.access === 'read') await ctx.identity.addUserToGroup(INVITE_POOL, member.username, READ_ONLY_GROUP);
    else await ctx.identity.removeUserFromGroup(INVITE_POOL, member.username, READ_ONLY_GROUP);
    await setMemberAccess(ctx.db, member.username, change.access);
    await ctx.identity.signOutEverywhere(INVITE_POOL, member.username);
  }
  if (change.enabled === true) await ctx.identity.enableUser(INVITE_POOL, member.username);
  if (change.enabled === false) await ctx.identity.disableUser(INVITE_POOL, member.username);
  return withSignIn(ctx, (await memberByUsername(ctx.db, member.username))!);
}
