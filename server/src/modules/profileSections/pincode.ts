import { BASIC_DETAILS_MESSAGES } from '../../../../domain/channelPartner/basicDetails';
import { badRequest } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { pincodeExists } from '../pincodes';

/** An address's pincode and area must be a post office of the pincode directory ('Unavailable Pincode' on `field`). */
export async function assertKnownPincode(db: Executor, address: { pincode: number; area: string }, field: string) {
  if (!(await pincodeExists(db, address)))
    throw badRequest(BASIC_DETAILS_MESSAGES.pincodeUnavailable, { [field]: BASIC_DETAILS_MESSAGES.pincodeUnavailable });
}
