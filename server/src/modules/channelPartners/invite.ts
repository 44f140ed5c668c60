import { activityText, type ActivityText } from '../../../../domain/activityEvents';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { sendInviteSchema } from '../../../../domain/channelPartner/invite';
import type { PartnerStatus } from '../../../../domain/channelPartner/status';
import type { AppContext } from '../../context';
import { recordActivity } from '../../platform/activityLog';
import { databaseErrorCode } from '../../platform/errors';
import {
  type Actor,
  deleteIdentityUser,
  emailInUse as emailInUseOf,
  ensureIdentityUser as ensureUser,
  identityUserExists,
} from '../invitations';
import * as invitations from '../invitations';
import { PARTNER_INVITATIONS } from './invitee';
import { PARTNER_ENTITY, partnerHead, partnerHeadByEmail, type PartnerHead } from './repository';
import { idRow, rowOf } from '../../platform/db';

type InviteInput = z.output<typeof sendInviteSchema>;

/** An invitation still open: sendInvite/addToCognito for its own id may run again. */
const OPEN: readonly PartnerStatus[] = ['Invited', 'Expired'];

const emailInUse = () => emailInUseOf(PARTNER_INVITATIONS);
const ensureIdentityUser = (ctx: AppContext, email: string, name: string) =>
  ensureUser(ctx, PARTNER_INVITATIONS, email, name);

/** True when a partner (not a deleted invitation) or any identity user already has the e-mail. */
export async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const partner = await partnerHeadByEmail(ctx.db, email);
  if (partner && !partner.deleted) return true;
  return identityUserExists(ctx, email);
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
  created: { status: 'Invited' | 'Incomplete'; activity: ActivityText } = {
    status: 'Invited',
    activity: activityText('invitationCreated'),
  },
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
        ? await rowOf(
            tx,
            idRow,
            sql`UPDATE channel_partners SET (name, type_of_firm, primary_mobile, status) = (${values}),
                deleted_at = NULL, remark = NULL, invite_challenge_hash = NULL, invite_expires_at = NULL,
                last_update = now() WHERE id = ${existing.id} RETURNING id`,
          )
        : await rowOf(
            tx,
            idRow,
            sql`INSERT INTO channel_partners (name, type_of_firm, primary_mobile, status, primary_email, user_name,
                referral_code)
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

/** The shared invitation machinery (../invitations/link.ts) for partners: send, verify, resend, revoke, delete. */
export const sendInvitationLink = async (ctx: AppContext, partner: PartnerHead, by: Actor, activity: ActivityText) =>
  (await invitations.sendInvitationLink(
    ctx,
    PARTNER_INVITATIONS,
    { ...partner, email: partner.primaryEmail },
    by,
    activity,
  )) as {
    id: string;
    status: PartnerStatus;
    inviteExpiresAt: string;
  };

/** DELETE channel-partner/invite/{id}: a revoked or expired invitation is marked deleted and its user removed. */
export const deleteInvitation = (ctx: AppContext, id: string, by: Actor) =>
  invitations.deleteInvitation(ctx, PARTNER_INVITATIONS, id, by);
