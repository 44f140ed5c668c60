import { activityText } from '../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { CUSTOMER_MESSAGES, type CustomerProfile } from '../../../../domain/customers/customer';
import { recordActivity } from '../../platform/activityLog';
import { conflict, databaseErrorCode, notFound } from '../../platform/errors';
import { idRow, rowOf, type Transaction } from '../../platform/db';
import type { Caller } from '../../platform/parties';
import { CUSTOMER_ENTITY, CUSTOMER_NOT_FOUND } from './repository';
import { referralCode } from './referralCode';
import { recordReferral } from './referral';

const REFERRAL_CODE_INDEX = 'customers_referral_code_uq';
const REFERRAL_CODE_ATTEMPTS = 5;

/** The unique index a statement ran into, also when the ORM wraps the driver's error. */
function violatedIndex(error: unknown): string | undefined {
  for (let e = error as { constraint?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.constraint === 'string') return e.constraint;
  }
  return undefined;
}

const mobileInUse = () => conflict(CUSTOMER_MESSAGES.mobileInUse, { mobileNumber: CUSTOMER_MESSAGES.mobileInUse });

/**
 * POST users/customer: a new customer, its username the mobile, with a fresh referral code and no reward points. The
 * unique mobile index decides a duplicate (two creates at once: one wins, the other is a 409); a referral code already
 * taken is drawn again, each attempt in a savepoint so that the caller's transaction survives a drawn code's clash.
 */
export async function createCustomer(tx: Transaction, caller: Caller, profile: CustomerProfile): Promise<string> {
  const { user } = caller;
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.transaction(async (attemptTx) => {
        const created = await rowOf(
          attemptTx,
          idRow,
          sql`INSERT INTO customers (user_name, first_name, last_name, email, mobile_number, alt_mobile_number, pincode,
              referral_code, reward_points, created_by)
            VALUES (${profile.mobileNumber}, ${profile.firstName}, ${profile.lastName}, ${profile.email},
              ${profile.mobileNumber}, ${profile.altMobileNumber}, ${profile.pincode}, ${referralCode()}, 0,
              ${user.sub})
            ON CONFLICT (mobile_number) DO NOTHING RETURNING id`,
        );
        if (!created) throw mobileInUse();
        if (profile.referralCode) await recordReferral(attemptTx, created.id, profile.referralCode);
        await recordActivity(attemptTx, {
          entityId: created.id,
          entityType: CUSTOMER_ENTITY,
          activity: activityText('customerCreated'),
          by: user,
        });
        return created.id;
      });
    } catch (error) {
      if (databaseErrorCode(error) !== '23505') throw error;
      if (violatedIndex(error) === REFERRAL_CODE_INDEX && attempt < REFERRAL_CODE_ATTEMPTS) continue;
      if (violatedIndex(error) === 'customers_user_name_uq') throw mobileInUse();
      throw error;
    }
  }
}

/** PUT users/customer: the customer is the one of the mobile (which cannot change on edit). */
export async function updateCustomer(tx: Transaction, caller: Caller, profile: CustomerProfile): Promise<string> {
  const updated = await rowOf(
    tx,
    idRow,
    sql`UPDATE customers SET first_name = ${profile.firstName}, last_name = ${profile.lastName},
        email = ${profile.email}, alt_mobile_number = ${profile.altMobileNumber}, pincode = ${profile.pincode},
        last_update = now()
      WHERE mobile_number = ${profile.mobileNumber} RETURNING id`,
  );
  if (!updated) throw notFound(CUSTOMER_NOT_FOUND);
  await recordActivity(tx, {
    entityId: updated.id,
    entityType: CUSTOMER_ENTITY,
    activity: activityText('customerUpdated'),
    by: caller.user,
  });
  return updated.id;
}
