import { sql } from 'drizzle-orm';
import type { TechnicianAddress, TechnicianBasicDetails } from '../../../../domain/technicians/basicDetails';
import { TECHNICIAN_PROFILE_MESSAGES as M } from '../../../../domain/technicians/messages';
import { badRequest } from '../../platform/errors';
import { z } from 'zod';
import { type Executor, rowOf } from '../../platform/db';

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
    const place = await rowOf(
      db,
      z.object({ city: z.string(), state: z.string() }),
      sql`SELECT city, state FROM pincodes WHERE code = ${address.pincode} AND area = ${address.area} ORDER BY id LIMIT 1`,
    );
    if (place) placed[field] = { ...address, city: place.city, state: place.state };
    else errors[`${field}.pincode`] = M.pincodeUnavailable;
  }
  if (Object.keys(errors).length > 0) throw badRequest(M.pincodeUnavailable, errors);
  return placed;
}
