import type { TechnicianAddress, TechnicianBasicDetails } from '../../../../domain/technicians/basicDetails';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../../../domain/technicians/messages';
import { badRequest } from '../../platform/errors';
import type { Executor } from '../../platform/db';
import { pincodePlace } from '../pincodes';

const ADDRESSES = ['currentAddress', 'permanentAddress'] as const;
type AddressField = (typeof ADDRESSES)[number];

/**
 * Both addresses as stored: each pincode and area must be in the pincode master ('Unavailable Pincode' on the address's
 * pincode otherwise), and its city and state are the master's, whatever the client sent.
 */
export async function placedAddresses(
  db: Executor,
  details: Pick<TechnicianBasicDetails, AddressField>,
): Promise<Record<AddressField, TechnicianAddress>> {
  const errors: Record<string, string> = {};
  const placed = {} as Record<AddressField, TechnicianAddress>;
  for (const field of ADDRESSES) {
    const address = details[field];
    const place = await pincodePlace(db, address);
    if (place) placed[field] = { ...address, city: place.city, state: place.state };
    else errors[`${field}.pincode`] = M.pincodeUnavailable;
  }
  if (Object.keys(errors).length > 0) throw badRequest(M.pincodeUnavailable, errors);
  return placed;
}
