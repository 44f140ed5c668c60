import { DEALER_MESSAGES } from '../../../../domain/dealers/messages';
import { PARTY_ENTITY_TYPES } from '../../../../domain/partyEntities';
import { ROLES } from '../../../../domain/roles';
import type { InvitedParty } from '../invitations';
import { dealerInvitationMail } from './mail';

/** The activity log's entity type of a dealer (also the files' entity type). */
export const DEALER_ENTITY = PARTY_ENTITY_TYPES.dealer;

/** Dealers as the invitation machinery (../invitations) takes them. */
export const DEALER_INVITATIONS: InvitedParty = {
  table: 'dealers',
  emailColumn: 'email',
  entityType: DEALER_ENTITY,
  group: ROLES.dealer,
  emailField: 'email',
  linkPath: 'verify-dealer',
  mail: dealerInvitationMail,
  messages: { notFound: DEALER_MESSAGES.notFound, revoked: DEALER_MESSAGES.revoked },
};
