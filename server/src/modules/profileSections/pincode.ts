import { sql } from 'drizzle-orm';
import { BASIC_DETAILS_MESSAGES } from '../../../../domain/channelPartner/basicDetails';
import { badRequest } from '../../platform/errors';
import { type Executor, firstRow } from '../../platform/db';

/** An address's pincode and area must be a post office of the pincode directory ('Unavailable Pincode' on `field`). */
export async function assertKnownPincode(db: Executor, address: { pincode: number; area: string }, field: string) {
  const known = await firstRow(
    db,
    sql`SELECT 1 FROM pincodes WHERE code = ${address.pincode} AND area = ${address.area}`,
  );
  if (!known)
    throw badRequest(BASIC_DETAILS_MESSAGES.pincodeUnavailable, { [field]: BASIC_DETAILS_MESSAGES.pincodeUnavailable });
}
