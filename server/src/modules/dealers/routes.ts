import type { FastifyInstance } from 'fastify';
import { scheduleInvitationExpiry } from '../invitations';
import { DEALER_INVITATIONS } from './invitee';
import { dealerInvitationRoutes, dealerInviteRoutes } from './inviteRoutes';
import { dealerListRoutes } from './listRoutes';
import { dealerProfileWriteRoutes, dealerReadRoutes } from './profileRoutes';
import { dealerStatusRoutes } from './statusRoutes';

/** Dealers: invitation, profile and documents, status, the admin's list. */
export async function dealerRoutes(app: FastifyInstance) {
  for (const routes of [
    dealerInviteRoutes,
    dealerInvitationRoutes,
    dealerReadRoutes,
    dealerProfileWriteRoutes,
    dealerStatusRoutes,
    dealerListRoutes,
  ])
    await app.register(routes);
  scheduleInvitationExpiry(app, [DEALER_INVITATIONS]);
}
