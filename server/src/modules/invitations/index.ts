/**
 * The invitation machinery channel partners and dealers (and the account's team) share: identity users, invitation
 * links, expiry, the invitation status SQL and generated temporary passwords.
 */
export { expireInvitationsOf, scheduleInvitationExpiry } from './expiry';
export { deleteIdentityUser, emailInUse, ensureIdentityUser, identityUserExists, INVITE_POOL } from './identity';
export { deleteInvitation, resendInvitation, revokeInvitation, sendInvitationLink, verifyInvitation } from './link';
export type { Actor } from './link';
export { inviteeHeadByEmail } from './party';
export type { InvitedParty } from './party';
export { currentStatusIsOneOfAt, currentStatusSql, pastExpirySql } from './status';
export { temporaryPassword } from './temporaryPassword';
