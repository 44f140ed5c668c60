import type { FastifyInstance } from 'fastify';
import { PARTNER_SECTION_TABLES, profileSectionRoutes } from '../profileSections';
import { scheduleInvitationExpiry } from '../invitations';
import { adminOnly, adminOrSelf, changePartner } from './access';
import { inviteRoutes, partnerInvitationRoutes } from './inviteRoutes';
import { listRoutes, partnerListRoutes } from './listRoutes';
import { partnerReadRoutes, profileRoutes } from './profileRoutes';
import { PARTNER_ENTITY } from './repository';
import { sectionResponses, tags } from './schemas';
import { basicDetailsRoutes } from './sections/basicDetails';
import { dayAreaRoutes } from './sections/dayAreas';
import { statusRoutes } from './statusRoutes';

/** The partner's own profile sections: written by an admin or the partner itself, in the partner's edit rule. */
const partnerSections = profileSectionRoutes({
  tables: PARTNER_SECTION_TABLES,
  path: '/channel-partner',
  entityType: PARTNER_ENTITY,
  guard: adminOrSelf,
  adminOnly,
  change: changePartner,
  responses: sectionResponses,
  tags,
});

/** Channel-partner onboarding: invitations, the profile and its sections, review, lists, availability slots. */
export async function channelPartnerRoutes(app: FastifyInstance) {
  for (const routes of [
    inviteRoutes,
    partnerInvitationRoutes,
    partnerReadRoutes,
    profileRoutes,
    basicDetailsRoutes,
    partnerSections,
    dayAreaRoutes,
    statusRoutes,
    partnerListRoutes,
    listRoutes,
  ]) {
    await app.register(routes);
  }
  scheduleInvitationExpiry(app, [{ table: 'channel_partners', entityType: PARTNER_ENTITY }]);
}
