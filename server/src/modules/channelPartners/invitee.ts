import { ROLES } from '../../../../domain/roles';
import { INVITE_MESSAGES } from '../../../../domain/channelPartner/invite';
import type { InvitedParty } from '../invitations';
import { PARTNER_NOT_FOUND } from './access';
import { invitationMail } from './inviteMail';
import { PARTNER_ENTITY } from './repository';

/** Channel partners as the invitation machinery (../invitations) takes them. */
export const PARTNER_INVITATIONS: InvitedParty = {
  table: 'channel_partners',
  emailColumn: 'primary_email',
  entityType: PARTNER_ENTITY,
  group: ROLES.channelPartner,
  emailField: 'primaryEmail',
  linkPath: 'verify-channel-partner',
  mail: invitationMail,
  messages: { notFound: PARTNER_NOT_FOUND, revoked: INVITE_MESSAGES.revoked },
};
