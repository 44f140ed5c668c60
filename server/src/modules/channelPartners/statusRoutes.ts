import { ROLES } from '../../../../domain/roles';
import { sql } from 'drizzle-orm';
import type { ChannelPartner } from '../../../../domain/channelPartner/profile';
import { contractEnded, STATUS_MESSAGES, statusUpdateSchema } from '../../../../domain/channelPartner/status';
import { badRequest } from '../../platform/errors';
import { indiaDay } from '../../platform/listEngine';
import { reviewRoutes, type Review } from '../onboarding';
import { adminOrSelf, PARTNER_PARTY } from './access';
import { decisionMail, isNotifiedDecision } from './inviteMail';
import { readChannelPartner, type PartnerHead } from './repository';
import { sectionResponses } from './schemas';
import { assertComplete, statusTransition, submittable, type StatusUpdate } from './status';

/**
 * A partner's review: the partner or an admin submits a complete profile; the admin approves it with a contract,
 * rejects it or sends it back, and later moves an approved partner between Active and Inactive (the contract with it).
 */
export const PARTNER_REVIEW: Review<PartnerHead, ChannelPartner, StatusUpdate> = {
  submitGuard: adminOrSelf,
  deciders: [ROLES.admin],
  submittable,
  assertReady: assertComplete,
  decision: { method: 'put', body: statusUpdateSchema },
  decide: async (tx, _caller, current, update) => {
    if (update.status === 'Active' && contractEnded(update.contractDetails.endDate, indiaDay(new Date()))) {
      throw badRequest(STATUS_MESSAGES.contractEnded, { 'contractDetails.endDate': STATUS_MESSAGES.contractEnded });
    }
    const transition = statusTransition(current.status, update);
    if (transition.needsCompleteProfile) assertComplete((await readChannelPartner(tx, current.id))!);
    const contract = 'contractDetails' in update ? update.contractDetails : undefined;
    await tx.execute(sql`UPDATE channel_partners SET
      contract_start_date = COALESCE(${contract?.startDate ?? null}::date, contract_start_date),
      contract_end_date = COALESCE(${contract?.endDate ?? null}::date, contract_end_date)
      WHERE id = ${current.id}`);
    return transition.activity;
  },
  // A decision that changes the status tells the partner by e-mail.
  messages: async (_tx, current, update) =>
    current.status !== update.status && isNotifiedDecision(update.status)
      ? [decisionMail(current.primaryEmail, current.name, update.status, update.remark)]
      : [],
};

/** Submitting a profile for review, and the admin's decision on it. */
export const statusRoutes = reviewRoutes(PARTNER_PARTY, PARTNER_REVIEW, sectionResponses);
