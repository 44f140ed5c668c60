import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import { MOBILE_PREFIX } from '../../../../domain/constants';
import type { Technician } from '../../../../domain/technicians/profile';
import { TECHNICIAN_STATUSES } from '../../../../domain/technicians/statuses';
import { partnerJoin } from '../channelPartners';
import { addressSchema, forUpdate, type HeadOptions } from '../onboarding';
import { type Executor, rowOf } from '../../platform/db';
import {
  profileSections,
  sectionColumns,
  sectionColumnsRow,
  partyRecordRow,
  TECHNICIAN_SECTION_TABLES,
} from '../profileSections';

/** The technician's partner (a technician always works for one). */
const ofPartner = partnerJoin('cp', 't.channel_partner_id', { inner: true });

/** The entity type of a technician's activity rows and uploaded files. */
export const TECHNICIAN_ENTITY = PARTY_ENTITY_TYPES.technician;

/** The few columns the rules of a write look at. */
const technicianHeadRow = z.object({
  id: z.string(),
  channelPartnerId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().nullable(),
  /** Ten digits, as stored. */
  mobile: z.string(),
  /** The sign-in name in the technician pool (+91 and the mobile). */
  userName: z.string().nullable(),
  status: z.enum(TECHNICIAN_STATUSES),
});
export type TechnicianHead = z.infer<typeof technicianHeadRow>;

const HEAD = sql.raw(
  `t.id, t.channel_partner_id AS "channelPartnerId", t.first_name AS "firstName", t.last_name AS "lastName", t.email,
  t.mobile, t.user_name AS "userName", t.status`,
);

const headWhere = (db: Executor, where: SQL) =>
  rowOf(db, technicianHeadRow, sql`SELECT ${HEAD} FROM technicians t WHERE ${where}`);

export const technicianHead = async (db: Executor, id: string, options: HeadOptions = {}) =>
  headWhere(db, sql`t.id = ${id}${forUpdate(options)}`);

/** The technician holding this mobile (ten digits, or with +91). */
export async function technicianByMobile(db: Executor, mobile: string): Promise<TechnicianHead | undefined> {
  const digits = mobile.startsWith(MOBILE_PREFIX) ? mobile.slice(MOBILE_PREFIX.length) : mobile;
  return headWhere(db, sql`t.mobile = ${digits}`);
}

/** The technician holding this e-mail, whatever its case (the lower(email) unique index answers it). */
export async function technicianByEmail(db: Executor, email: string): Promise<TechnicianHead | undefined> {
  return headWhere(db, sql`lower(t.email) = ${email.trim().toLowerCase()}`);
}

/**
 * The row of the profile read: the answer's own columns as they are, the partner flat, the instants as ISO.
 */
const profileRow = sectionColumnsRow.extend(technicianHeadRow.shape).extend(partyRecordRow.shape).extend({
  channelPartnerName: z.string(),
  currentAddress: addressSchema,
  permanentAddress: addressSchema,
  referralCode: z.string().nullable(),
  rewardPoints: z.number(),
});
type ProfileRow = z.infer<typeof profileRow>;

/**
 * A whole technician profile in one statement (sections as the partner's, numbers masked); undefined for an unknown id.
 */
export async function readTechnician(db: Executor, id: string): Promise<Technician | undefined> {
  const row = await rowOf(
    db,
    profileRow,
    sql`SELECT t.id, t.user_name AS "userName", t.channel_partner_id AS "channelPartnerId",
      ${sql.raw(ofPartner.columns.name)} AS "channelPartnerName", t.first_name AS "firstName",
      t.last_name AS "lastName", t.email, t.mobile,
      t.current_address AS "currentAddress", t.permanent_address AS "permanentAddress",
      t.profile_image AS "profileImage", t.referral_code AS "referralCode",
      t.reward_points AS "rewardPoints", t.status, t.remark, t.created_at AS "createdAt", t.last_update AS "lastUpdate",
      ${sectionColumns(TECHNICIAN_SECTION_TABLES, 't')}
    FROM technicians t ${sql.raw(ofPartner.join)} WHERE t.id = ${id}`,
  );
  return row && toTechnician(row);
}

function toTechnician(row: ProfileRow): Technician {
  return {
    id: row.id,
    userName: row.userName,
    channelPartner: { id: row.channelPartnerId, name: row.channelPartnerName },
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    mobile: `${MOBILE_PREFIX}${row.mobile}`,
    currentAddress: row.currentAddress,
    permanentAddress: row.permanentAddress,
    profileImage: row.profileImage,
    referralCode: row.referralCode,
    rewardPoints: row.rewardPoints,
    status: row.status,
    ...profileSections(row),
    remark: row.remark,
    createdAt: row.createdAt,
    lastUpdate: row.lastUpdate,
  };
}
