import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { addDealerSchema } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import type { AppContext } from '../../context';
import { recordActivity } from '../../platform/activityLog';
import { badRequest, conflict, databaseErrorCode } from '../../platform/errors';
import { isActivePartner, partnerHeadByEmail } from '../channelPartners';
import { type Executor, hasRow, idRow, rowOf } from '../../platform/db';
import {
  type Actor,
  deleteIdentityUser,
  emailInUse,
  ensureIdentityUser,
  identityUserExists,
  inviteeHeadByEmail,
  sendInvitationLink,
} from '../invitations';
import { assertKnownPincode } from '../profileSections';
import { DEALER_ENTITY, DEALER_INVITATIONS } from './invitee';

type AddDealer = z.output<typeof addDealerSchema>;
/** The fields of the basic details (all of the add form but the e-mail). */
type DealerDetails = Omit<AddDealer, 'email'>;

const mobileInUse = () => conflict(DEALER_MESSAGES.mobileInUse, { mobile: DEALER_MESSAGES.mobileInUse });

/** The channel partner a dealer works with must be an existing, Active partner (400 on `channelPartnerId`). */
async function assertActivePartner(db: Executor, id: string | null) {
  if (id === null) return;
  if (!(await isActivePartner(db, id)))
    throw badRequest(DEALER_MESSAGES.partnerNotFound, { channelPartnerId: DEALER_MESSAGES.partnerNotFound });
}

/**
 * The checks of the basic details against the directory and the other records: pincode, partner, mobile unique among
 * dealers.
 */
export async function assertDetailsAllowed(db: Executor, details: DealerDetails, dealerId: string | null) {
  await assertKnownPincode(db, details.address, 'address.pincode');
  await assertActivePartner(db, details.channelPartnerId);
  const other = await rowOf(db, idRow, sql`SELECT id FROM dealers WHERE mobile = ${details.mobile}`);
  if (other && other.id !== dealerId) throw mobileInUse();
}

/** True when a dealer, a channel partner (neither a deleted invitation) or any identity user already has the e-mail. */
async function emailTaken(ctx: AppContext, email: string): Promise<boolean> {
  const dealer = await inviteeHeadByEmail(ctx.db, DEALER_INVITATIONS, email);
  if (dealer && !dealer.deleted) return true;
  const partner = await partnerHeadByEmail(ctx.db, email);
  if (partner && !partner.deleted) return true;
  return identityUserExists(ctx, email);
}

/** The columns the basic details write, in this order. */
export const detailValues = (d: DealerDetails) =>
  sql`${d.firmName}, ${d.contactName}, ${d.mobile}, ${d.typeOfFirm}, ${d.gstin}, ${d.address.addressLine1},
    ${d.address.addressLine2}, ${d.address.landmark}, ${d.address.area}, ${d.address.city}, ${d.address.state},
    ${d.address.pincode}::int, ${d.channelPartnerId}`;
export const DETAIL_COLUMNS = sql.raw(
  'name, contact_name, mobile, type_of_firm, gstin, address_line1, address_line2, landmark, area, city, state, ' +
    'pincode, channel_partner_id',
);

/**
 * POST dealer: the dealer record (Invited) and its identity user in the staff pool (group Dealer, a temporary
 * password), then the invitation link by e-mail. Refused with nothing written: an unknown pincode or partner (400), an
 * e-mail in use by a dealer, a partner or any identity user, a mobile of another dealer (409).
 */
export async function addDealer(ctx: AppContext, input: AddDealer, by: Actor): Promise<string> {
  await assertDetailsAllowed(ctx.db, input, null);
  if (await emailTaken(ctx, input.email)) throw emailInUse(DEALER_INVITATIONS);
  await ensureIdentityUser(ctx, DEALER_INVITATIONS, input.email, input.firmName);
  let id: string;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await rowOf(
        tx,
        idRow,
        sql`INSERT INTO dealers (${DETAIL_COLUMNS}, email, user_name, status)
          VALUES (${detailValues(input)}, ${input.email}, ${input.email}, 'Invited') RETURNING id`,
      );
      await recordActivity(tx, {
        entityId: row!.id,
        entityType: DEALER_ENTITY,
        activity: activityText('dealerAdded'),
        by,
      });
      return row!.id;
    });
  } catch (error) {
    await deleteIdentityUser(ctx, input.email);
    // Another add with the same e-mail or mobile won the race.
    if (databaseErrorCode(error) === '23505') {
      const mobileTaken = await hasRow(ctx.db, sql`SELECT 1 FROM dealers WHERE mobile = ${input.mobile}`);
      throw mobileTaken ? mobileInUse() : emailInUse(DEALER_INVITATIONS);
    }
    throw error;
  }
  await sendInvitationLink(
    ctx,
    DEALER_INVITATIONS,
    { id, name: input.firmName, email: input.email, userName: input.email },
    by,
    activityText('invitationSent'),
  );
  return id;
}
