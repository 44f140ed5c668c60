import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { INVITE_MESSAGES, type VerifyInviteAnswer } from '../../../../domain/channelPartner/invite';
import type { AppContext } from '../../context';
import { recordActivity } from '../../platform/activityLog';
import type { AuthUser } from '../../platform/auth';
import { badRequest, notFound } from '../../platform/errors';
import { z } from 'zod';
import { column, rowOf } from '../../platform/db';
import { temporaryPassword } from './temporaryPassword';
import { deleteIdentityUser, ensureIdentityUser, INVITE_POOL } from './identity';
import { inviteeHead, inviteeHeadByEmail, usernameOf, type InvitedParty, type InviteeHead } from './party';

export type Actor = Pick<AuthUser, 'sub' | 'username'>;

/** A link can be sent again until the invitee has chosen its own password. */
const RESENDABLE = ['Invited', 'Expired', 'Revoked', 'Incomplete'];
const REVOCABLE = ['Invited', 'Expired'];
const DELETABLE = ['Revoked', 'Expired'];

const hashOf = (challenge: string) => createHash('sha256').update(challenge).digest('hex');
const challengeMatches = (stored: string, challenge: string) =>
  timingSafeEqual(Buffer.from(stored, 'hex'), Buffer.from(hashOf(challenge), 'hex'));

/** The page the link opens: {linkPath}/{authChallengeResponse}, the token being 'username&authChallenge'. */
const verifyLink = (publicUrl: string, linkPath: string, username: string, authChallenge: string) =>
  `${publicUrl}/${linkPath}/${encodeURIComponent(`${username}&${authChallenge}`)}`;

const sendInvitationLinkRow = z.object({ status: z.string(), inviteExpiresAt: column.instant });

/**
 * A fresh link: a random challenge of which only the SHA-256 is kept, valid for INVITE_EXPIRY_HOURS; an invitation
 * that was expired or revoked is open again. The invitee gets the link by e-mail, in its party's words.
 */
export async function sendInvitationLink(
  ctx: AppContext,
  party: InvitedParty,
  invitee: Pick<InviteeHead, 'id' | 'name' | 'email' | 'userName'>,
  by: Actor,
  activity: ActivityText,
) {
  const challenge = randomBytes(32).toString('base64url');
  const link = verifyLink(ctx.config.publicUrl, party.linkPath, usernameOf(invitee), challenge);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = await rowOf(
      tx,
      sendInvitationLinkRow,
      sql`UPDATE ${sql.raw(party.table)} SET invite_challenge_hash = ${hashOf(challenge)},
            invite_expires_at = now() + ${ctx.config.inviteExpiryHours}::float8 * interval '1 hour',
            status = CASE WHEN status IN ('Invited', 'Expired', 'Revoked') THEN 'Invited' ELSE status END,
            last_update = now()
          WHERE id = ${invitee.id} RETURNING status, invite_expires_at AS "inviteExpiresAt"`,
    );
    await recordActivity(tx, { entityId: invitee.id, entityType: party.entityType, activity, by });
    // The link's e-mail commits with the challenge it carries (the outbox).
    await ctx.notifier.enqueue(tx, party.mail(invitee.email, invitee.name, link, new Date(updated!.inviteExpiresAt)));
    return updated!;
  });
  return { id: invitee.id, status: row.status, inviteExpiresAt: row.inviteExpiresAt };
}

/**
 * The verify call: the link's challenge gives a one-time password for the first-login flow; the invitee is Incomplete.
 */
export async function verifyInvitation(
  ctx: AppContext,
  party: InvitedParty,
  input: { username: string; authChallenge: string },
): Promise<VerifyInviteAnswer> {
  const invitee = await inviteeHeadByEmail(ctx.db, party, input.username);
  if (!invitee || invitee.deleted) throw badRequest(INVITE_MESSAGES.invalidLink);
  if (invitee.status === 'Revoked') throw badRequest(INVITE_MESSAGES.revokedLink);
  const user = await ctx.identity.getUser(INVITE_POOL, usernameOf(invitee));
  if (!invitee.inviteChallengeHash)
    throw badRequest(user?.status === 'CONFIRMED' ? INVITE_MESSAGES.usedLink : INVITE_MESSAGES.invalidLink);
  // A known invitee with an open invitation and another challenge: an older (resent) link, or a damaged one.
  if (!challengeMatches(invitee.inviteChallengeHash, input.authChallenge))
    throw badRequest(INVITE_MESSAGES.notLatestLink);
  if (invitee.status === 'Expired') throw badRequest(INVITE_MESSAGES.expiredLink);
  if (!user) throw badRequest(INVITE_MESSAGES.invalidLink);
  if (user.status === 'CONFIRMED') throw badRequest(INVITE_MESSAGES.usedLink);

  const password = temporaryPassword();
  await ctx.identity.setPassword(INVITE_POOL, user.username, password, false);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE ${sql.raw(party.table)}
        SET status = CASE WHEN status IN ('Invited', 'Expired') THEN 'Incomplete' ELSE status END, last_update = now()
        WHERE id = ${invitee.id}`,
    );
    await recordActivity(tx, {
      entityId: invitee.id,
      entityType: party.entityType,
      activity: activityText('invitationVerified'),
      by: { sub: user.sub, username: user.username },
    });
  });
  return { username: user.username, temporaryPassword: password, name: invitee.name };
}

async function existing(ctx: AppContext, party: InvitedParty, id: string): Promise<InviteeHead> {
  const invitee = await inviteeHead(ctx.db, party, id);
  if (!invitee || invitee.deleted) throw notFound(party.messages.notFound);
  return invitee;
}

/** Resend: a new link while the invitee has not chosen its password. */
export async function resendInvitation(ctx: AppContext, party: InvitedParty, id: string, by: Actor) {
  const invitee = await existing(ctx, party, id);
  const user = await ctx.identity.getUser(INVITE_POOL, usernameOf(invitee));
  if (!RESENDABLE.includes(invitee.status) || user?.status === 'CONFIRMED')
    throw badRequest(INVITE_MESSAGES.notResendable);
  if (!user) await ensureIdentityUser(ctx, party, usernameOf(invitee), invitee.name);
  else if (!user.enabled) await ctx.identity.enableUser(INVITE_POOL, user.username);
  await sendInvitationLink(ctx, party, invitee, by, activityText('invitationResent'));
  return { message: INVITE_MESSAGES.linkSent };
}

/** Revoke: an open invitation stops working; its user is disabled. */
export async function revokeInvitation(ctx: AppContext, party: InvitedParty, id: string, by: Actor) {
  const invitee = await existing(ctx, party, id);
  if (!REVOCABLE.includes(invitee.status)) throw badRequest(INVITE_MESSAGES.notRevocable);
  if (await ctx.identity.getUser(INVITE_POOL, usernameOf(invitee)))
    await ctx.identity.disableUser(INVITE_POOL, usernameOf(invitee));
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE ${sql.raw(party.table)}
        SET status = 'Revoked', invite_challenge_hash = NULL, invite_expires_at = NULL, last_update = now()
        WHERE id = ${id}`,
    );
    await recordActivity(tx, {
      entityId: id,
      entityType: party.entityType,
      activity: activityText('invitationRevoked'),
      by,
    });
  });
  return { message: party.messages.revoked };
}

/** Delete: a revoked or expired invitation is marked deleted and its user removed. */
export async function deleteInvitation(ctx: AppContext, party: InvitedParty, id: string, by: Actor) {
  const invitee = await existing(ctx, party, id);
  if (!DELETABLE.includes(invitee.status)) throw badRequest(INVITE_MESSAGES.notDeletable);
  await ctx.db.transaction(async (tx) => {
    await tx.execute(
      sql`UPDATE ${sql.raw(party.table)} SET deleted_at = now(), invite_challenge_hash = NULL, last_update = now()
        WHERE id = ${id}`,
    );
    await recordActivity(tx, {
      entityId: id,
      entityType: party.entityType,
      activity: activityText('invitationDeleted'),
      by,
    });
  });
  await deleteIdentityUser(ctx, usernameOf(invitee));
  return { message: INVITE_MESSAGES.deleted };
}
