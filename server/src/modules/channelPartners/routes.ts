import type { FastifyInstance } from 'fastify';
import { scheduleInvitationExpiry } from './invitationExpiry';
import { inviteRoutes } from './inviteRoutes';
import { listRoutes } from './listRoutes';
import { profileRoutes } from './profileRoutes';
import { bankDetailsRoutes } from './sections/bankDetails';
import { basicDetailsRoutes } from './sections/basicDetails';
import { brandRoutes } from './sections/brands';
import { dayAreaRoutes } from './sections/dayAreas';
import { documentRoutes } from './sections/documents';
import { serviceAreaRoutes } from './sections/serviceAreas';
import { serviceRoutes } from './sections/services';
import { statusRoutes } from './statusRoutes';
import { timeSlotRoutes } from './timeSlotRoutes';

/** Channel-partner onboarding (spec 000 §7.2): invitations, the profile and its sections, review, lists, availability slots. */
export async function channelPartnerRoutes(app: FastifyInstance) {
  for (const routes of [
    inviteRoutes,
    profileRoutes,
    basicDetailsRoutes,
    bankDetailsRoutes,
    serviceRoutes,
    dayAreaRoutes,
    brandRoutes,
    serviceAreaRoutes,
    documentRoutes,
    statusRoutes,
    listRoutes,
    timeSlotRoutes,
  ]) {
    await app.register(routes);
  }
  scheduleInvitationExpiry(app);
}
