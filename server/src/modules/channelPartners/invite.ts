import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { INVITE_MESSAGES, type sendInviteSchema, type VerifyInviteAnswer } from '../../../../domain/channelPartner/invite';
import type { PartnerStatus } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import type { AppContext } from '../../context';
import type { IdentityUser } from '../../identity/admin';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { badRequest, conflict, databaseErrorCode, notFound } from '../../platform/errors';
import { PARTNER_NOT_FOUND } from './access';
import { invitationMail, verifyLink } from './inviteMail';
import { PARTNER_ENTITY, partnerHead, partnerHeadByEmail, type PartnerHead } from './repository';
import { firstRow } from './sql';
import { temporaryPassword } from './temporaryPassword';

type InviteInput = z.output<typeof sendInviteSchema>;
type Actor = Pick<AuthUser, 'sub' | 'username'>;

const POOL = 'staff';
/** An invitation still open: sendInvite/addToCognito for its own id may run again. */
const OPEN: readonly PartnerStatus[] = ['Invited', 'Expired'];
/** A link can be sent again until the partner has chosen its own password. */
const RESENDABLE: readonly PartnerStatus[] = ['Invited', 'Expired', 'Revoked', 'Incomplete'];
const REVOCABLE: readonly PartnerStatus[] = ['Invited', 'Expired'];
const DELETABLE: readonly PartnerStatus[] = ['Revoked', 'Expired'];

const emailInUse = () => conflict(INVITE_MESSAGES.emailInUse, { primaryEmail: INVITE_MESSAGES.emailInUse });
const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');
const usernameOf = (partner: Pick<PartnerHead, 'userName' | 'primaryEmail'>) => partner.userName ?? partner.primaryEmail;

async function identityUserExists(ctx: AppContext, email: string): Promise<boolean> {
  if (await ctx.identity.getUser(POOL, email)) return true;
  return (await ctx.identity.findUsers({ email })).length > 0;
}

/** True when a partner (not a deleted invitation) or any identity user already has the e-mail. */
export async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const partner = await partnerHeadByEmail(ctx.db, email);
  if (partner && !partner.deleted) return true;
  return identityUserExists(ctx, email);
}

/** The partner's sign-in: e-mail as username, Channel-Partner group, a generated temporary password (NEW_PASSWORD_REQUIRED). */
async function ensureIdentityUser(ctx: AppContext, email: string, name: string): Promise<{ user: IdentityUser; created: boolean }> {
  const existing = await ctx.identity.getUser(POOL, email);
  if (existing) {
    if (!existing.groups.includes(ROLES.channelPartner)) await ctx.identity.addUserToGroup(POOL, email, ROLES.channelPartner);
    return { user: existing, created: false };
  }
  try {
    const user = await ctx.identity.createUser({
      pool: POOL,
      username: email,
      temporaryPassword: temporaryPassword(),
      groups: [ROLES.channelPartner],
      attributes: { email, name, email_verified: 'true', 'custom:first_login': 'true' },
    });
    return { user, created: true };
  } catch (error) {
    if ((error as { name?: string }).name === 'UsernameExistsException') throw emailInUse();
    throw error;
  }
}

async function deleteIdentityUser(ctx: AppContext, username: string) {
  try {
    await ctx.identity.deleteUser(POOL, username);
  } catch (error) {
    if ((error as { name?: string }).name !== 'UserNotFoundException') throw error;
  }
}

const referralCode = () => `RL${randomBytes(4).toString('hex').toUpperCase()}`;

/**
 * addToCognito: the partner record (or, for its own open invitation, the existing one) and its identity user.
 * An e-mail already used by another partner or by any identity user is refused with nothing written.
 */
export async function addPartnerIdentity(
  ctx: AppContext,
  input: InviteInput,
  by: Actor,
  created: { status: 'Invited' | 'Incomplete'; activity: string } = { status: 'Invited', activity: 'Invitation created' },
): Promise<PartnerHead> {
  const email = input.primaryEmail;
  const existing = await partnerHeadByEmail(ctx.db, email);
  if (existing && !existing.deleted) {
    if (created.status !== 'Invited' || input.id !== existing.id || !OPEN.includes(existing.status)) throw emailInUse();
    await ensureIdentityUser(ctx, email, existing.name);
    return existing;
  }
  if (await identityUserExists(ctx, email)) throw emailInUse();
  await ensureIdentityUser(ctx, email, input.name);
  try {
    const id = await ctx.db.transaction(async (tx) => {
      const values = sql`${input.name}, ${input.typeOfFirm}, ${input.primaryMobile}, ${created.status}`;
      // A deleted invitation keeps its row (the list shows it as Deleted) until its e-mail is invited again.
      const row = existing
        ? await firstRow<{ id: string }>(
            tx,
            sql`UPDATE channel_partners SET (name, type_of_firm, primary_mobile, status) = (${values}), deleted_at = NULL, remark = NULL,
                invite_challenge_hash = NULL, invite_expires_at = NULL, last_update = now() WHERE id = ${existing.id} RETURNING id`,
          )
        : await firstRow<{ id: string }>(
            tx,
            sql`INSERT INTO channel_partners (name, type_of_firm, primary_mobile, status, primary_email, user_name, referral_code)
                VALUES (${values}, ${email}, ${email}, ${referralCode()}) RETURNING id`,
          );
      await recordActivity(tx, { entityId: row!.id, entityType: PARTNER_ENTITY, activity: created.activity, by });
      return row!.id;
    });
    return (await partnerHead(ctx.db, id))!;
  } catch (error) {
    await deleteIdentityUser(ctx, email);
    if (databaseErrorCode(error) === '23505') throw emailInUse();
    throw error;
  }
}

/**
 * A fresh link: a random challenge of which only the SHA-256 is kept, valid for INVITE_EXPIRY_HOURS; an invitation
 * that was expired or revoked is open again. The partner gets the link by e-mail.
 */
export async function sendInvitationLink(ctx: AppContext, partner: PartnerHead, by: Actor, activity: string) {
  const challenge = randomBytes(32).toString('base64url');
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await firstRow<{ status: PartnerStatus; inviteExpiresAt: string | Date }>(
      tx,
      sql`UPDATE channel_partners SET invite_challenge_hash = ${hashOf(challenge)},
            invite_expires_at = now() + ${ctx.config.inviteExpiryHours}::float8 * interval '1 hour',
            status = CASE WHEN status IN ('Invited', 'Expired', 'Revoked') THEN 'Invited' ELSE status END, last_update = now()
          WHERE id = ${partner.id} RETURNING status, invite_expires_at AS "inviteExpiresAt"`,
    );
    await recordActivity(tx, { entityId: partner.id, entityType: PARTNER_ENTITY, activity, by });
    return updated!;
  });
  const expiresAt = new Date(row.inviteExpiresAt);
  const username = usernameOf(partner);
  await ctx.notifier.send(invitationMail(partner.primaryEmail, partner.name, verifyLink(ctx.config.publicUrl, username, challenge), expiresAt));
  return { id: partner.id, status: row.status, inviteExpiresAt: expiresAt.toISOString() };
}

const challengeMatches = (stored: string, challenge: string) => timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashOf(challenge), 'hex'));

/** POST channel-partner/verify: the link's challenge gives a one-time password for the first-login flow. */
export async function verifyInvitation(ctx: AppContext, input: { username: string; authChallenge: string }): Promise<VerifyInviteAnswer> {
  const partner = await partnerHeadByEmail(ctx.db, input.username);
  if (!partner || partner.deleted) throw badRequest(INVITE_MESSAGES.invalidLink);
  if (partner.status === 'Revoked') throw badRequest(INVITE_MESSAGES.revokedLink);
  const user = await ctx.identity.getUser(POOL, usernameOf(partner));
  if (!partner.inviteChallengeHash) throw badRequest(user?.status === 'CONFIRMED' ? INVITE_MESSAGES.usedLink : INVITE_MESSAGES.invalidLink);
  // A known partner with an open invitation and another challenge: an older (resent) link, or a damaged one.
  if (!challengeMatches(partner.inviteChallengeHash, input.authChallenge)) throw badRequest(INVITE_MESSAGES.notLatestLink);
  if (partner.status === 'Expired') throw badRequest(INVITE_MESSAGES.expiredLink);
  if (!user) throw badRequest(INVITE_MESSAGES.invalidLink);
  if (user.status === 'CONFIRMED') throw badRequest(INVITE_MESSAGES.usedLink);

  const password = temporaryPassword();
  await ctx.identity.setPassword(POOL, user.username, password, false);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE channel_partners SET status = CASE WHEN status IN ('Invited', 'Expired') THEN 'Incomplete' ELSE status END, last_update = now() WHERE id = ${partner.id}`,
    );
    await recordActivity(tx, { entityId: partner.id, entityType: PARTNER_ENTITY, activity: 'Invitation link verified', by: { sub: user.sub, username: user.username } });
  });
  return { username: user.username, temporaryPassword: password, name: partner.name };
}

async function existing(ctx: AppContext, id: string): Promise<PartnerHead> {
  const partner = await partnerHead(ctx.db, id);
  if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
  return partner;
}

/** POST channel-partner/resendInvite/: a new link while the partner has not chosen its password. */
export async function resendInvitation(ctx: AppContext, id: string, by: Actor) {
  const partner = await existing(ctx, id);
  const user = await ctx.identity.getUser(POOL, usernameOf(partner));
  if (!RESENDABLE.includes(partner.status) || user?.status === 'CONFIRMED') throw badRequest(INVITE_MESSAGES.notResendable);
  if (!user) await ensureIdentityUser(ctx, usernameOf(partner), partner.name);
  else if (!user.enabled) await ctx.identity.enableUser(POOL, user.username);
  await sendInvitationLink(ctx, partner, by, 'Invitation link resent');
  return { message: INVITE_MESSAGES.linkSent };
}

/** POST channel-partner/revokeInvite/: an open invitation stops working; its user is disabled. */
export async function revokeInvitation(ctx: AppContext, id: string, by: Actor) {
  const partner = await existing(ctx, id);
  if (!REVOCABLE.includes(partner.status)) throw badRequest(INVITE_MESSAGES.notRevocable);
  if (await ctx.identity.getUser(POOL, usernameOf(partner))) await ctx.identity.disableUser(POOL, usernameOf(partner));
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE channel_partners SET status = 'Revoked', invite_challenge_hash = NULL, invite_expires_at = NULL, last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, { entityId: id, entityType: PARTNER_ENTITY, activity: 'Invitation revoked', by });
  });
  return { message: INVITE_MESSAGES.revoked };
}

/** DELETE channel-partner/invite/{id}: a revoked or expired invitation is marked deleted and its user removed. */
export async function deleteInvitation(ctx: AppContext, id: string, by: Actor) {
  const partner = await existing(ctx, id);
  if (!DELETABLE.includes(partner.status)) throw badRequest(INVITE_MESSAGES.notDeletable);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE channel_partners SET deleted_at = now(), invite_challenge_hash = NULL, last_update = now() WHERE id = ${id}`);
    await recordActivity(tx, { entityId: id, entityType: PARTNER_ENTITY, activity: 'Invitation deleted', by });
  });
  await deleteIdentityUser(ctx, usernameOf(partner));
  return { message: INVITE_MESSAGES.deleted };
}
