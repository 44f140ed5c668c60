import { ROLES } from '../../../../domain/roles';
import { activityText } from '../../../../domain/activityEvents';
import type { z } from 'zod';
import { missingDocumentTypes } from '../../../../domain/channelPartner/missingItems';
import { dealerStatusSchema, type Dealer } from '../../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { DEALER_STATUS_MOVES, DEALER_SUBMIT_MOVE } from '../../../../domain/dealers/statuses';
import { mayMove } from '../../../../domain/requests/statuses';
import { conflict } from '../../platform/errors';
import { reviewRoutes, type Review } from '../onboarding';
import { adminOrSelf, DEALER_PARTY, refuseInactiveSelf } from './access';
import { dealerStatusMail } from './mail';
import type { DealerHead } from './repository';
import { dealerResponses } from './schemas';

/**
 * What a dealer still lacks before review: basic details (contact, firm type, GSTIN, address) and the mandatory
 * documents.
 */
function dealerMissingItems(dealer: Dealer): string[] {
  const missing: string[] = [];
  if (!dealer.contactName || !dealer.typeOfFirm) missing.push('Basic Details');
  if (!dealer.gstin) missing.push('GSTIN');
  if (!dealer.address) missing.push('Address');
  return [...missing, ...missingDocumentTypes(dealer, 'dealer')];
}

/**
 * A dealer's review: the dealer itself (not when Inactive) or an admin submits a complete profile; the admin moves it
 * along DEALER_STATUS_MOVES, and every move is mailed to the dealer. An Inactive dealer keeps its sign-in (it must see
 * the forbidden page); the API refuses its bookings and profile changes.
 */
export const DEALER_REVIEW: Review<DealerHead, Dealer, z.output<typeof dealerStatusSchema>> = {
  submitGuard: adminOrSelf,
  deciders: [ROLES.admin],
  submittable: (dealer, user) => {
    refuseInactiveSelf(dealer, user);
    if (!user.role || !mayMove([DEALER_SUBMIT_MOVE], dealer.status, 'Pending', user.role))
      throw conflict(DEALER_MESSAGES.notSubmittable);
  },
  assertReady: (dealer) => {
    const missing = dealerMissingItems(dealer);
    if (missing.length > 0) throw conflict(DEALER_MESSAGES.missing(missing));
  },
  decision: { method: 'patch', body: dealerStatusSchema },
  decide: async (_tx, caller, current, { status }) => {
    if (!mayMove(DEALER_STATUS_MOVES, current.status, status, caller.user.role!))
      throw conflict(DEALER_MESSAGES.notMovable);
    return activityText('statusChanged', { status: status });
  },
  messages: async (_tx, current, { status, remark }) => [dealerStatusMail(current.email, current.name, status, remark)],
};

/** Submitting a dealer profile for review, and the admin's status changes. */
export const dealerStatusRoutes = reviewRoutes(DEALER_PARTY, DEALER_REVIEW, dealerResponses);
