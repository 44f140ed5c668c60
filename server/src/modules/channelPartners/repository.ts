import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import { PARTNER_STATUSES } from '../../../../domain/channelPartner/status';
import { expireInvitationsOf } from '../invitations';
import {
  addressColumnsRow,
  addressOf,
  PARTNER_SECTION_TABLES,
  profileSections,
  sectionColumns,
  sectionColumnsRow,
  invitedPartyRecordRow,
} from '../profileSections';
import { forUpdate, type HeadOptions } from '../onboarding';
import { column, type Executor, rowOf } from '../../platform/db';
import { channelPartnerSchema } from './schemas';
import { CURRENT_STATUS, CURRENT_STATUS_SQL } from './sql';

export const PARTNER_ENTITY = PARTY_ENTITY_TYPES.channelPartner;

/** Stores partners' invitations past their expiry as Expired (the shared expiry of ../invitations/expiry.ts). */
export const expireInvitations = (db: Executor): Promise<void> =>
  expireInvitationsOf(db, { table: 'channel_partners', entityType: PARTNER_ENTITY });

/** The few columns the rules of a write look at. */
const partnerHeadRow = z.object({
  id: z.string(),
  name: z.string(),
  primaryEmail: z.string(),
  userName: z.string().nullable(),
  status: z.enum(PARTNER_STATUSES),
  inviteChallengeHash: z.string().nullable(),
  deleted: z.boolean(),
});
export type PartnerHead = z.infer<typeof partnerHeadRow>;

const HEAD = sql.raw(
  `cp.id, cp.name, cp.primary_email AS "primaryEmail", cp.user_name AS "userName", ${CURRENT_STATUS_SQL} AS status,
  cp.invite_challenge_hash AS "inviteChallengeHash", cp.invite_expires_at AS "inviteExpiresAt",
  (cp.deleted_at IS NOT NULL) AS deleted`,
);

export const partnerHead = (db: Executor, id: string, options: HeadOptions = {}) =>
  rowOf(db, partnerHeadRow, sql`SELECT ${HEAD} FROM channel_partners cp WHERE cp.id = ${id}${forUpdate(options)}`);

/** E-mails are kept in lower case, so the unique index answers this. */
export async function partnerHeadByEmail(db: Executor, email: string): Promise<PartnerHead | undefined> {
  return rowOf(
    db,
    partnerHeadRow,
    sql`SELECT ${HEAD} FROM channel_partners cp WHERE cp.primary_email = ${email.trim().toLowerCase()}`,
  );
}

/** The profile's own columns beside its sections (contract dates cast to text, yyyy-MM-dd). */
const profileRow = sectionColumnsRow
  .extend(addressColumnsRow.shape)
  .extend(invitedPartyRecordRow.shape)
  .extend({
    ...channelPartnerSchema.pick({
      id: true,
      name: true,
      typeOfFirm: true,
      primaryEmail: true,
      primaryMobile: true,
      userName: true,
      referralCode: true,
      rewardPoints: true,
      status: true,
      authChallengePending: true,
      dayAreas: true,
    }).shape,
    managerName: z.string().nullable(),
    managerEmail: z.string().nullable(),
    managerMobile: z.string().nullable(),
    contractStartDate: z.string().nullable(),
    contractEndDate: z.string().nullable(),
    inviteExpiresAt: column.instant.nullable(),
  });
type ProfileRow = z.infer<typeof profileRow>;

/**
 * A whole partner profile from the normalised tables in one statement: services in the order added, service areas
 * as 'code#area', day areas by day, brands with their products (names from the masters), bank details and documents
 * with the Aadhar and account numbers masked. Undefined for an unknown or deleted partner.
 */
export async function readChannelPartner(db: Executor, id: string): Promise<ChannelPartner | undefined> {
  const row = await rowOf(
    db,
    profileRow,
    sql`SELECT cp.id, cp.name, cp.type_of_firm AS "typeOfFirm", cp.primary_email AS "primaryEmail",
      cp.primary_mobile AS "primaryMobile", cp.user_name AS "userName", cp.referral_code AS "referralCode",
      cp.reward_points AS "rewardPoints", cp.profile_image AS "profileImage", ${CURRENT_STATUS} AS status,
      cp.address_line1 AS "addressLine1", cp.address_line2 AS "addressLine2", cp.landmark, cp.pincode, cp.area, cp.city,
      cp.state,
      cp.manager_name AS "managerName", cp.manager_email AS "managerEmail", cp.manager_mobile AS "managerMobile",
      cp.contract_start_date::text AS "contractStartDate", cp.contract_end_date::text AS "contractEndDate", cp.remark,
      cp.invite_expires_at AS "inviteExpiresAt",
      (cp.invite_challenge_hash IS NOT NULL AND cp.invite_expires_at > now()) AS "authChallengePending",
      cp.created_at AS "createdAt", cp.last_update AS "lastUpdate",
      COALESCE((
        SELECT json_agg(json_build_object('id', d.day::text, 'day', d.day, 'areas', d.areas) ORDER BY d.day)
        FROM (
          SELECT day, json_agg(pincode || '#' || area ORDER BY pincode, area) AS areas
          FROM channel_partner_day_areas WHERE channel_partner_id = cp.id GROUP BY day
        ) d
      ), '[]'::json) AS "dayAreas",
      ${sectionColumns(PARTNER_SECTION_TABLES, 'cp')}
    FROM channel_partners cp WHERE cp.id = ${id} AND cp.deleted_at IS NULL`,
  );
  return row && toChannelPartner(row);
}

function toChannelPartner(row: ProfileRow): ChannelPartner {
  return {
    id: row.id,
    name: row.name,
    typeOfFirm: row.typeOfFirm,
    primaryEmail: row.primaryEmail,
    primaryMobile: row.primaryMobile,
    userName: row.userName,
    referralCode: row.referralCode,
    rewardPoints: row.rewardPoints,
    profileImage: row.profileImage,
    status: row.status,
    officeAddress: addressOf(row),
    managementDetails:
      row.managerName === null
        ? null
        : { name: row.managerName, email: row.managerEmail ?? '', mobileNumber: row.managerMobile ?? '' },
    ...profileSections(row),
    dayAreas: row.dayAreas,
    contractDetails:
      row.contractStartDate && row.contractEndDate
        ? { startDate: row.contractStartDate, endDate: row.contractEndDate }
        : null,
    remark: row.remark,
    inviteExpiresAt: row.inviteExpiresAt,
    authChallengePending: row.authChallengePending,
    createdAt: row.createdAt,
    lastUpdate: row.lastUpdate,
  };
}

/** The partner the signed-in channel partner is (by the e-mail it signs in with), or undefined. */
export async function partnerOfUsername(db: Executor, username: string): Promise<PartnerHead | undefined> {
  const partner = await partnerHeadByEmail(db, username);
  return partner && !partner.deleted ? partner : undefined;
}
