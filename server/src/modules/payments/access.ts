import { PAYMENT_MESSAGES } from '../../../../domain/payments/statuses';
import { ROLES } from '../../../../domain/roles';
import { requireRoles } from '../../platform/auth';
import type { Executor } from '../../platform/db';
import { partnerScopeOf, type Caller } from '../../platform/parties';
import { forbidden, notFound } from '../../platform/errors';
import { paymentHead, type PaymentHead } from './records';
import { SERVER_MESSAGES } from '../../../../domain/messages/serverMessages';

/** `payments`: admin, and a channel partner for the payments of its own requests. */
export const paymentReaders = requireRoles(ROLES.admin, ROLES.channelPartner);
export const paymentAdmins = requireRoles(ROLES.admin);

const NOT_YOUR_PAYMENT = SERVER_MESSAGES.notYourPayment;

/**
 * The partner whose requests' payments the caller sees: undefined for an admin (all), 403 for a partner without its
 * record.
 */
export const scopedPartnerId = (caller: Caller) => partnerScopeOf(caller, NOT_YOUR_PAYMENT);

/** A payment the caller may see (404 when there is none, 403 when it is another partner's). */
export async function visiblePayment(db: Executor, caller: Caller, id: string): Promise<PaymentHead> {
  const head = await paymentHead(db, { id });
  if (!head) throw notFound(PAYMENT_MESSAGES.notFound);
  const partnerId = scopedPartnerId(caller);
  if (partnerId !== undefined && head.channelPartnerId !== partnerId) throw forbidden(NOT_YOUR_PAYMENT);
  return head;
}
