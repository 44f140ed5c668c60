import { sql } from 'drizzle-orm';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import type { PartnerStatus } from '../../../../domain/channelPartner/status';
import type { FileRef } from '../../../../domain/files';
import { expireInvitationsOf } from '../invitations';
import {
  type AddressColumns,
  addressOf,
  PARTNER_SECTION_TABLES,
  profileSections,
  sectionColumns,
  type SectionColumns,
} from '../profileSections';
import { forUpdate, type HeadOptions } from '../onboarding';
import { type Executor, firstRow, iso, isoOrNull, rows } from '../../platform/db';
import { CURRENT_STATUS, CURRENT_STATUS_SQL } from './sql';

export const PARTNER_ENTITY = PARTY_ENTITY_TYPES.channelPartner;

/** Stores partners' invitations past their expiry as Expired (the shared expiry of ../invitations/expiry.ts). */
export const expireInvitations = (db: Executor): Promise<void> =>
  expireInvitationsOf(db, { table: 'channel_partners', entityType: PARTNER_ENTITY });

/** The few columns the rules of a write look at. */
export interface PartnerHead {
  id: string;
  name: string;
  primaryEmail: string;
  userName: string | null;
  status: PartnerStatus;
  inviteChallengeHash: string | null;
  inviteExpiresAt: string | null;
  deleted: boolean;
}

const HEAD = sql.raw(
  `cp.id, cp.name, cp.primary_email AS "primaryEmail", cp.user_name AS "userName", ${CURRENT_STATUS_SQL} AS status, cp.invite_challenge_hash AS "inviteChallengeHash", cp.invite_expires_at AS "inviteExpiresAt", (cp.deleted_at IS NOT NULL) AS deleted`,
);

function head(row: PartnerHead | undefined): PartnerHead | undefined {
  return row && { ...row, inviteExpiresAt: isoOrNull(row.inviteExpiresAt) };
}

export const partnerHead = async (db: Executor, id: string, options: HeadOptions = {}) =>
  head(
    await firstRow<PartnerHead>(
      db,
      sql`SELECT ${HEAD} FROM channel_partners cp WHERE cp.id = ${id}${forUpdate(options)}`,
    ),
  );

/** E-mails are kept in lower case, so the unique index answers this. */
export async function partnerHeadByEmail(db: Executor, email: string): Promise<PartnerHead | undefined> {
  return head(
    await firstRow<PartnerHead>(
      db,
      sql`SELECT ${HEAD} FROM channel_partners cp WHERE cp.primary_email = ${email.trim().toLowerCase()}`,
    ),
  );
}

interface ProfileRow extends SectionColumns, AddressColumns {
  id: string;
  name: string;
  typeOfFirm: string | null;
  primaryEmail: string;
  primaryMobile: string | null;
  userName: string | null;
  referralCode: string | null;
  rewardPoints: number;
  profileImage: FileRef | null;
  status: PartnerStatus;
  managerName: string | null;
  managerEmail: string | null;
  managerMobile: string | null;
  contractStartDate: string | null;
  contractEndDate: string | null;
  remark: string | null;
  inviteExpiresAt: string | Date | null;
  authChallengePending: boolean;
  createdAt: string | Date;
  lastUpdate: string | Date;
  dayAreas: ChannelPartner['dayAreas'];
}

/**
 * A whole partner profile from the normalised tables in one statement: services in the order added, service areas
 * as 'code#area', day areas by day, brands with their products (names from the masters), bank details and documents
 * with the Aadhar and account numbers masked. Undefined for an unknown or deleted partner.
 */
export async function readChannelPartner(db: Executor, id: string): Promise<ChannelPartner | undefined> {
  const row = await firstRow<ProfileRow>(
    db,
    sql`SELECT cp.id, cp.name, cp.type_of_firm AS "typeOfFirm", cp.primary_email AS "primaryEmail", cp.primary_mobile AS "primaryMobile",
      cp.user_name AS "userName", cp.referral_code AS "referralCode", cp.reward_points AS "rewardPoints", cp.profile_image AS "profileImage",
      ${CURRENT_STATUS} AS status,
      cp.address_line1 AS "addressLine1", cp.address_line2 AS "addressLine2", cp.landmark, cp.pincode, cp.area, cp.city, cp.state,
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
    rewardPoints: Number(row.rewardPoints),
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
    inviteExpiresAt: isoOrNull(row.inviteExpiresAt),
    authChallengePending: row.authChallengePending,
    createdAt: iso(row.createdAt),
    lastUpdate: iso(row.lastUpdate),
  };
}

/** The partner the signed-in channel partner is (by the e-mail it signs in with), or undefined. */
export async function partnerOfUsername(db: Executor, username: string): Promise<PartnerHead | undefined> {
  const partner = await partnerHeadByEmail(db, username);
  return partner && !partner.deleted ? partner : undefined;
}

/** The partner's service areas as 'code#area' ids. */
export async function serviceAreasOf(db: Executor, id: string): Promise<Set<string>> {
  const found = await rows<{ id: string }>(
    db,
    sql`SELECT pincode || '#' || area AS id FROM channel_partner_service_areas WHERE channel_partner_id = ${id}`,
  );
  return new Set(found.map((r) => r.id));
}
