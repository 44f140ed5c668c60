import type { FastifyInstance } from 'fastify';
import { dealerIdSchema } from '../../../../domain/dealers/dealer';
import { invitationRoutes } from '../onboarding';
import { errorSchema } from '../../platform/routeSchemas';
import { DEALER_PARTY } from './access';
import { scheduleInvitationExpiry } from '../invitations';
import { DEALER_INVITATIONS } from './invitee';
import { dealerInviteRoutes } from './inviteRoutes';
import { dealerListRoutes } from './listRoutes';
import { dealerProfileWriteRoutes, dealerReadRoutes } from './profileRoutes';
import { dealerStatusRoutes } from './statusRoutes';

/** The dealer's invitation: the public verify, resend and revoke, as the onboarding core serves them. */
const dealerInvitationRoutes = invitationRoutes(DEALER_PARTY, DEALER_INVITATIONS, {
  idBodies: { resend: dealerIdSchema, revoke: dealerIdSchema },
  slashed: false,
  refusal: errorSchema,
});

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
