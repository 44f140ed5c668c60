import { activityText } from '../../../../domain/activityEvents';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { TechnicianBasicDetails } from '../../../../domain/technicians/basicDetails';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../../../domain/technicians/messages';
import type { Technician } from '../../../../domain/technicians/profile';
import { ROLES } from '../../../../domain/roles';
import { recordActivity } from '../../platform/activityLog';
import { currentUser } from '../../platform/auth';
import { badRequest, conflict, forbidden, notFound } from '../../platform/errors';
import type { AppContext } from '../../context';
import type { Caller } from '../../platform/parties';
import { PARTNER_NOT_FOUND, partnerHead } from '../channelPartners';
import { existingProfile } from '../onboarding';
import { type Executor, idRow, rowOf } from '../../platform/db';
import { changeTechnician, NOT_YOURS, TECHNICIAN_NOT_FOUND, TECHNICIAN_PARTY, technicianEditable } from './access';
import { placedAddresses } from './addresses';
import { assertContactsFree, duplicateConflict } from './contacts';
import {
  createTechnicianUser,
  removeTechnicianUser,
  renameTechnicianUser,
  technicianUserEnabled,
  technicianUsername,
} from './identity';
import { TECHNICIAN_ENTITY, technicianHead } from './repository';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** TECH and eight random base-32 characters (40 bits): shown in upper case on the basic information card. */
const technicianReferralCode = () => `TECH${Array.from(randomBytes(8), (byte) => BASE32[byte % 32]).join('')}`;

/**
 * The next technician id ('TECH' and the sequence), taken before the row is written so the sign-in user can carry it.
 */
async function nextTechnicianId(db: Executor): Promise<string> {
  return (await rowOf(db, idRow, sql`SELECT 'TECH' || nextval('technicians_id_seq') AS id`))!.id;
}

/**
 * The partner a technician is added to: a channel partner adds only to itself (403); it must exist (404) and be Active
 * (409).
 */
async function assertPartnerToAddTo(db: Executor, caller: Caller, partnerId: string) {
  if (caller.user.role === ROLES.channelPartner && caller.party?.id !== partnerId) throw forbidden(NOT_YOURS);
  const partner = await partnerHead(db, partnerId);
  if (!partner || partner.deleted) throw notFound(PARTNER_NOT_FOUND);
  if (partner.status !== 'Active') throw conflict(M.partnerNotActive, { 'channelPartner.id': M.partnerNotActive });
}

/**
 * POST technician: an Incomplete technician of an Active partner, with its sign-in user in the technician pool
 * (disabled until the technician is Active). The user is created first and deleted again when the row cannot be
 * written, so a refused create leaves neither behind; the unique indexes decide between two creates of one mobile or
 * e-mail.
 */
export async function addTechnician(
  ctx: AppContext,
  caller: Caller,
  input: TechnicianBasicDetails,
): Promise<Technician> {
  const { db } = ctx;
  await assertPartnerToAddTo(db, caller, input.channelPartner.id);
  const addresses = await placedAddresses(db, input);
  await assertContactsFree(db, input);
  const id = await nextTechnicianId(db);
  const username = await createTechnicianUser(ctx, { id, ...input }, { enabled: false });
  try {
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO technicians (id, channel_partner_id, first_name, last_name, email, mobile,
          user_name, status, current_address, permanent_address, referral_code)
        VALUES (${id}, ${input.channelPartner.id}, ${input.firstName}, ${input.lastName}, ${input.email || null},
          ${input.mobile}, ${username}, 'Incomplete', ${JSON.stringify(addresses.currentAddress)}::jsonb,
          ${JSON.stringify(addresses.permanentAddress)}::jsonb, ${technicianReferralCode()})`);
      await recordActivity(tx, {
        entityId: id,
        entityType: TECHNICIAN_ENTITY,
        activity: activityText('technicianAdded'),
        by: caller.user,
      });
    });
  } catch (error) {
    await removeTechnicianUser(ctx, username);
    throw (await duplicateConflict(db, error, input)) ?? error;
  }
  return existingProfile(db, TECHNICIAN_PARTY, id);
}

/**
 * PATCH technician/{id}/basicDetails: the partner stays (400 otherwise); a new mobile is a new sign-in name, so the
 * user is created anew under it (enabled or not as the old one was) and the old one deleted once the row is saved.
 */
export async function editBasicDetails(
  request: FastifyRequest,
  id: string,
  input: TechnicianBasicDetails,
): Promise<Technician> {
  const { ctx } = request.server;
  const before = await technicianHead(ctx.db, id);
  if (!before) throw notFound(TECHNICIAN_NOT_FOUND);
  technicianEditable(before, currentUser(request));
  if (input.channelPartner.id !== before.channelPartnerId)
    throw badRequest(M.partnerLocked, { 'channelPartner.id': M.partnerLocked });
  const addresses = await placedAddresses(ctx.db, input);
  await assertContactsFree(ctx.db, input, id);

  const oldUsername = before.userName ?? technicianUsername(before.mobile);
  const moved = input.mobile !== before.mobile;
  const newUsername = moved
    ? await createTechnicianUser(
        ctx,
        { id, ...input },
        { enabled: await technicianUserEnabled(ctx, oldUsername, before.status === 'Active') },
      )
    : undefined;
  let technician: Technician;
  try {
    technician = await changeTechnician(request, id, async (tx, current) => {
      if (current.mobile !== before.mobile) throw conflict(M.changedMeanwhile);
      await tx.execute(sql`UPDATE technicians SET first_name = ${input.firstName}, last_name = ${input.lastName},
          email = ${input.email || null}, mobile = ${input.mobile}, user_name = ${newUsername ?? oldUsername},
          current_address = ${JSON.stringify(addresses.currentAddress)}::jsonb,
          permanent_address = ${JSON.stringify(addresses.permanentAddress)}::jsonb
        WHERE id = ${id}`);
      return { activity: activityText('basicDetailsUpdated') };
    });
  } catch (error) {
    if (newUsername) await removeTechnicianUser(ctx, newUsername);
    throw (await duplicateConflict(ctx.db, error, input, id)) ?? error;
  }
  if (newUsername) await removeTechnicianUser(ctx, oldUsername);
  else if (input.firstName !== before.firstName || input.lastName !== before.lastName)
    await renameTechnicianUser(ctx, oldUsername, input);
  return technician;
}
