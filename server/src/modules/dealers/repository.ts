import { sql } from 'drizzle-orm';
import type { FIRM_TYPES } from '../../../../domain/constants';
import type { Dealer } from '../../../../domain/dealers/dealer';
import type { DealerStatus } from '../../../../domain/dealers/statuses';
import type { FileRef } from '../../../../domain/files';
import { forUpdate, type HeadOptions } from '../onboarding';
import { type Executor, firstRow, iso, isoOrNull } from '../../platform/db';
import { currentStatusSql } from '../invitations';
import {
  type AddressColumns,
  addressOf,
  DEALER_SECTION_TABLES,
  documentDetails,
  documentsColumn,
  type SectionColumns,
} from '../profileSections';

/** A dealer's status as it stands now (an open invitation past its expiry is Expired). */
export const DEALER_STATUS_SQL = currentStatusSql('dl');
const STATUS = sql.raw(DEALER_STATUS_SQL);

/** The few columns the rules of a write look at. */
export interface DealerHead {
  id: string;
  name: string;
  email: string;
  status: DealerStatus;
}

export const dealerHead = async (db: Executor, id: string, options: HeadOptions = {}) =>
  firstRow<DealerHead>(
    db,
    sql`SELECT dl.id, dl.name, dl.email, ${STATUS} AS status FROM dealers dl WHERE dl.id = ${id} AND dl.deleted_at IS NULL${forUpdate(options)}`,
  );

interface DealerRecord extends AddressColumns {
  id: string;
  name: string;
  contactName: string | null;
  email: string;
  mobile: string | null;
  typeOfFirm: string | null;
  gstin: string | null;
  channelPartnerId: string | null;
  channelPartnerName: string | null;
  profileImage: FileRef | null;
  documents: SectionColumns['documents'];
  status: DealerStatus;
  remark: string | null;
  inviteExpiresAt: string | Date | null;
  createdAt: string | Date;
  lastUpdate: string | Date;
}

/** A whole dealer with its documents in one statement; undefined for an unknown one. */
export async function readDealer(db: Executor, id: string): Promise<Dealer | undefined> {
  const row = await firstRow<DealerRecord>(
    db,
    sql`SELECT dl.id, dl.name, dl.contact_name AS "contactName", dl.email, dl.mobile, dl.type_of_firm AS "typeOfFirm", dl.gstin,
      dl.address_line1 AS "addressLine1", dl.address_line2 AS "addressLine2", dl.landmark, dl.pincode, dl.area, dl.city, dl.state,
      dl.channel_partner_id AS "channelPartnerId", cp.name AS "channelPartnerName", dl.profile_image AS "profileImage",
      ${STATUS} AS status, dl.remark,
      CASE WHEN dl.invite_challenge_hash IS NOT NULL THEN dl.invite_expires_at END AS "inviteExpiresAt",
      dl.created_at AS "createdAt", dl.last_update AS "lastUpdate",
      ${documentsColumn(DEALER_SECTION_TABLES, 'dl')}
    FROM dealers dl LEFT JOIN channel_partners cp ON cp.id = dl.channel_partner_id
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
    inviteExpiresAt: isoOrNull(row.inviteExpiresAt),
    createdAt: iso(row.createdAt),
    lastUpdate: iso(row.lastUpdate),
  };
}
