import { ROLES } from '../../../../domain/roles';
import type { Technician } from '../../../../domain/technicians/profile';
import { technicianStatusSchema } from '../../../../domain/technicians/statuses';
import type { z } from 'zod';
import { partnerHead } from '../channelPartners';
import { reviewRoutes, type Review } from '../onboarding';
import { adminOrOwningPartner, TECHNICIAN_PARTY } from './access';
import { decisionMessages } from './decisionMessages';
import { enableTechnicianUser } from './identity';
import { readTechnician, technicianHead, type TechnicianHead } from './repository';
import { sectionResponses } from './schemas';
import { assertTechnicianComplete, decisionActivity, submittable } from './status';

/**
 * A technician's review: its partner or an admin submits a complete profile; the admin approves, rejects or sends it
 * back, and the technician (by SMS) and its partner (by e-mail) are told. Approval enables the sign-in user; a
 * technician sent back or rejected keeps it disabled (it was never enabled).
 */
const TECHNICIAN_REVIEW: Review<TechnicianHead, Technician, z.output<typeof technicianStatusSchema>> = {
  submitGuard: adminOrOwningPartner,
  deciders: [ROLES.admin],
  submittable,
  assertReady: assertTechnicianComplete,
  decision: { method: 'put', body: technicianStatusSchema },
  decide: async (tx, caller, current, { status }) => {
    const activity = decisionActivity(current.status, status, caller.user.role);
    if (status === 'Active') assertTechnicianComplete((await readTechnician(tx, current.id))!);
    return activity;
  },
  messages: async (tx, current, { status, remark }) => {
    const partner = await partnerHead(tx, current.channelPartnerId);
    return decisionMessages((await readTechnician(tx, current.id))!, partner?.primaryEmail, status, remark);
  },
  afterDecision: async (ctx, { id, status }) => {
    if (status === 'Active') await enableTechnicianUser(ctx, (await technicianHead(ctx.db, id))!);
  },
};

/** Submitting a technician profile for review, and the admin's decision on it. */
export const technicianStatusRoutes = reviewRoutes(TECHNICIAN_PARTY, TECHNICIAN_REVIEW, sectionResponses);
