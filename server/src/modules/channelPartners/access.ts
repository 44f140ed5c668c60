import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import { PARTNER_SELF_EDITABLE_STATUSES, STATUS_MESSAGES } from '../../../../domain/channelPartner/status';
import { ROLES } from '../../../../domain/roles';
import { currentUser, declareAccess, oncePerRequest, requireRoles } from '../../platform/auth';
import { conflict, forbidden, notFound } from '../../platform/errors';
import { changeOwner, type OwnerRecords, type OwnerWriteRule, type SectionChange } from '../profileSections';
import { partnerUsernameOfMember } from '../teamMembers';
import { PARTNER_ENTITY, partnerHead, partnerOfUsername, readChannelPartner, type PartnerHead } from './repository';
import type { Transaction } from '../../platform/db';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

export const PARTNER_NOT_FOUND = SERVER_MESSAGES.partnerNotFound;
const NOT_YOURS = 'You are not allowed to do this';

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
      sql`UPDATE channel_partners SET invite_challenge_hash = NULL, invite_expires_at = NULL WHERE id = ${partner.id} AND invite_challenge_hash IS NOT NULL`,
    );
  }
  return partner;
});

/** An admin, or the channel partner whose own id this is. */
export async function assertSelfOrAdmin(request: FastifyRequest, id: string | undefined) {
  if (currentUser(request).role === ROLES.admin) return;
  const own = await ownPartner(request);
  if (!own || own.id !== id) throw forbidden(NOT_YOURS);
}

/** onRequest: an admin, or the channel partner whose own id is the route's `:id` (checked before the body is validated). */
export const adminOrSelf = declareAccess(
  { ...adminOrPartner.access, ownerParam: 'id' },
  async function adminOrSelf(request, reply) {
    await adminOrPartner.call(request.server, request, reply);
    await assertSelfOrAdmin(request, (request.params as { id?: string }).id);
  },
);

/** The partner of the route, or 404 (also for a deleted invitation). */
export async function existingPartner(request: FastifyRequest, id: string): Promise<ChannelPartner> {
  const partner = await readChannelPartner(request.server.ctx.db, id);
  if (!partner) throw notFound(PARTNER_NOT_FOUND);
  return partner;
}

/** What a write leaves in the activity history. */
export type PartnerChange = SectionChange;

export type WriteRule = OwnerWriteRule<PartnerHead>;

/** Profile sections: an admin edits any partner but a revoked one; a partner itself only while filling or once approved. */
export const sectionEditable: WriteRule = (partner, user) => {
  const allowed =
    user.role === ROLES.admin ? partner.status !== 'Revoked' : PARTNER_SELF_EDITABLE_STATUSES.includes(partner.status);
  if (!allowed) throw conflict(STATUS_MESSAGES.notEditable);
};

const PARTNER_RECORDS: OwnerRecords<PartnerHead, ChannelPartner> = {
  table: 'channel_partners',
  entityType: PARTNER_ENTITY,
  notFound: PARTNER_NOT_FOUND,
  lockedHead: async (tx, id) => {
    const partner = await partnerHead(tx, id, { lock: true });
    return partner && !partner.deleted ? partner : undefined;
  },
  read: readChannelPartner,
};

/** One write to a partner (changeOwner): the row locked, the rule checked, the activity recorded; answers the profile. */
export const changePartner = (
  request: FastifyRequest,
  id: string,
  change: (tx: Transaction, partner: PartnerHead) => Promise<PartnerChange>,
  rule: WriteRule = sectionEditable,
): Promise<ChannelPartner> =>
  changeOwner(request.server.ctx.db, currentUser(request), PARTNER_RECORDS, id, change, rule);
