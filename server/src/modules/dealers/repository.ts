import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FIRM_TYPES } from '../../../../domain/constants';
import type { Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_STATUSES } from '../../../../domain/dealers/statuses';
import { forUpdate, type HeadOptions } from '../onboarding';
import { type Executor, rowOf } from '../../platform/db';
import { partnerJoin } from '../channelPartners';
import { currentStatusSql } from '../invitations';
import {
  addressColumnsRow,
  addressOf,
  DEALER_SECTION_TABLES,
  documentDetails,
  documentsColumn,
  documentsRow,
  invitedPartyRecordRow,
} from '../profileSections';

/** The dealer's partner, when it works with one. */
const ofPartner = partnerJoin('cp', 'dl.channel_partner_id');

/** A dealer's status as it stands now (an open invitation past its expiry is Expired). */
export const DEALER_STATUS_SQL = currentStatusSql('dl');
const STATUS = sql.raw(DEALER_STATUS_SQL);

/** The few columns the rules of a write look at. */
export const dealerHeadRow = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  status: z.enum(DEALER_STATUSES),
});
export type DealerHead = z.infer<typeof dealerHeadRow>;

export const dealerHead = async (db: Executor, id: string, options: HeadOptions = {}) =>
  rowOf(
    db,
    dealerHeadRow,
    sql`SELECT dl.id, dl.name, dl.email, ${STATUS} AS status FROM dealers dl
      WHERE dl.id = ${id} AND dl.deleted_at IS NULL${forUpdate(options)}`,
  );

const dealerRow = addressColumnsRow.extend(dealerHeadRow.shape).extend(invitedPartyRecordRow.shape).extend({
  contactName: z.string().nullable(),
  mobile: z.string().nullable(),
  typeOfFirm: z.string().nullable(),
  gstin: z.string().nullable(),
  channelPartnerId: z.string().nullable(),
  channelPartnerName: z.string().nullable(),
  documents: documentsRow,
});
type DealerRecord = z.infer<typeof dealerRow>;

/** A whole dealer with its documents in one statement; undefined for an unknown one. */
export async function readDealer(db: Executor, id: string): Promise<Dealer | undefined> {
  const row = await rowOf(
    db,
    dealerRow,
    sql`SELECT dl.id, dl.name, dl.contact_name AS "contactName", dl.email, dl.mobile, dl.type_of_firm AS "typeOfFirm",
      dl.gstin, dl.address_line1 AS "addressLine1", dl.address_line2 AS "addressLine2", dl.landmark, dl.pincode,
      dl.area, dl.city, dl.state,
      dl.channel_partner_id AS "channelPartnerId", ${sql.raw(ofPartner.columns.name)} AS "channelPartnerName",
      dl.profile_image AS "profileImage",
      ${STATUS} AS status, dl.remark,
      CASE WHEN dl.invite_challenge_hash IS NOT NULL THEN dl.invite_expires_at END AS "inviteExpiresAt",
      dl.created_at AS "createdAt", dl.last_update AS "lastUpdate",
      ${documentsColumn(DEALER_SECTION_TABLES, 'dl')}
    FROM dealers dl ${sql.raw(ofPartner.join)}
    WHERE dl.id = ${id} AND dl.deleted_at IS NULL`,
  );
  return row && toDealer(row);
}

function toDealer(row: DealerRecord): Dealer {
  return {
    id: row.id,
    firmName: row.name,
    contactName: row.contactName ?? '',
    email: row.email,
    mobile: row.mobile ?? '',
    typeOfFirm: (row.typeOfFirm ?? '') as (typeof FIRM_TYPES)[number],
    gstin: row.gstin ?? '',
    address: addressOf(row),
    channelPartner: row.channelPartnerId ? { id: row.channelPartnerId, name: row.channelPartnerName ?? '' } : null,
    profileImage: row.profileImage,
    documentDetails: documentDetails(row.documents),
    status: row.status,
    remark: row.remark,
    inviteExpiresAt: row.inviteExpiresAt,
    createdAt: row.createdAt,
    lastUpdate: row.lastUpdate,
  };
}
