import { sql } from 'drizzle-orm';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import { PARTNER_SELF_EDITABLE_STATUSES, STATUS_MESSAGES } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import { currentUser, oncePerRequest, requireRoles } from '../../platform/auth';
import type { Executor } from '../../platform/db';
import { conflict } from '../../platform/errors';
import type { Caller } from '../../platform/parties';
import {
  assertSelfOrAdmin as assertCallerSelfOrAdmin,
  onboardingParty,
  ownerGuard,
  partyRecords,
  readProfile,
  requestChange,
  selfOrAdmin,
} from '../onboarding';
import type { OwnerWriteRule } from '../profileSections';
import { partnerUsernameOfMember } from './lookups';
import { PARTNER_ENTITY, partnerHead, partnerOfUsername, readChannelPartner, type PartnerHead } from './repository';
import { tags } from './schemas';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

export const PARTNER_NOT_FOUND = SERVER_MESSAGES.partnerNotFound;

export const adminOnly = requireRoles(ROLES.admin);
export const adminOrPartner = requireRoles(ROLES.admin, ROLES.channelPartner);
export const partnerOnly = requireRoles(ROLES.channelPartner);

/**
 * The partner record of the signed-in channel partner (undefined for other roles or without a record).
 * A partner holding a token has set its own password, so an invitation link still outstanding is spent here.
 */
export const ownPartner = oncePerRequest(async (request): Promise<PartnerHead | undefined> => {
  const user = currentUser(request);
  if (user.role !== ROLES.channelPartner) return undefined;
  const { db, identity } = request.server.ctx;
  let partner = await partnerOfUsername(db, user.username);
  // A partner's staff user (account/team) signs in as the partner it works for.
  const employer = partner ? undefined : await partnerUsernameOfMember(db, user.username);
  if (employer) partner = await partnerOfUsername(db, employer);
  // Pools that sign in by e-mail alias put an opaque username in the token: the e-mail is an attribute then.
  if (!partner && !user.username.includes('@')) {
    const email = (await identity.getUser(user.pool, user.username))?.attributes.email;
    if (email) partner = await partnerOfUsername(db, email);
  }
  if (partner?.inviteChallengeHash) {
    await db.execute(
      sql`UPDATE channel_partners SET invite_challenge_hash = NULL, invite_expires_at = NULL
        WHERE id = ${partner.id} AND invite_challenge_hash IS NOT NULL`,
    );
  }
  return partner;
});

/** An admin, or the channel partner whose own id this is (the rule; routes pass callerOf(request)). */
export const assertSelfOrAdmin = assertCallerSelfOrAdmin;

/**
 * The partner of `id` as `caller` may read it: an admin any, a partner its own (403 otherwise), 404 when there is none.
 */
export const existingPartner = (db: Executor, caller: Caller, id: string): Promise<ChannelPartner> =>
  readProfile(db, caller, PARTNER_PARTY, id);

export type WriteRule = OwnerWriteRule<PartnerHead>;

/**
 * Profile sections: an admin edits any partner but a revoked one; a partner itself only while filling or once approved.
 */
const sectionEditable: WriteRule = (partner, user) => {
  const allowed =
    user.role === ROLES.admin ? partner.status !== 'Revoked' : PARTNER_SELF_EDITABLE_STATUSES.includes(partner.status);
  if (!allowed) throw conflict(STATUS_MESSAGES.notEditable);
};

/** A partner's head row for a write, locked; none for a deleted invitation. */
async function livePartnerHead(tx: Executor, id: string) {
  const partner = await partnerHead(tx, id, { lock: true });
  return partner && !partner.deleted ? partner : undefined;
}

/** Channel partners as the onboarding core takes them: a partner acts for itself. */
export const PARTNER_PARTY = onboardingParty<PartnerHead, ChannelPartner>('/channel-partner', tags, {
  records: partyRecords('channel_partners', PARTNER_ENTITY, PARTNER_NOT_FOUND, livePartnerHead, readChannelPartner),
  editable: sectionEditable,
  owner: { mayAct: selfOrAdmin },
});

/**
 * onRequest: an admin, or the channel partner whose own id is the route's `:id` (checked before the body is validated).
 */
export const adminOrSelf = ownerGuard(PARTNER_PARTY, [ROLES.admin, ROLES.channelPartner]);

/**
 * One write to a partner (changeOwner): the row locked, the rule checked, the activity recorded; answers the profile.
 */
export const changePartner = requestChange(PARTNER_PARTY);
