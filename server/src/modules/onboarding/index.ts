/**
 * The onboarding core channel partners, technicians and dealers share: each declares its party as data (records,
 * who edits and who may act, its review, its list, its invitation) and registers its routes from here.
 */
export { bothSpellings, invitationRoutes } from './invitationRoutes';
export { partyListRoutes } from './lists';
export { decisionMail, invitationMail } from './mail';
export { assertSelfOrAdmin, existingProfile, readProfile, selfOrAdmin } from './party';
export { forUpdate, NOT_YOURS, onboardingParty, ownerGuard, partyRecords, requestChange } from './party';
export type { HeadOptions } from './party';
export { basicDetailsRoute, profileReadRoutes } from './reads';
export { decideProfile, reviewRoutes, submitProfile } from './review';
export type { Review } from './review';
export { addressSchema, filterValuesSchema } from './schemas';
