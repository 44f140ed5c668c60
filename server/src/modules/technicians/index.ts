/**
 * What other modules may use of the technicians: a technician's head row and the guard of a technician's own routes
 * (the booking calendar), the technician list (the dashboard), a technician by mobile (users) and their sign-in
 * (seeds), and who may take a request's visit with their daily capacity (the assignment and the slots).
 */
export { TECHNICIAN_NOT_FOUND, technicianAccess } from './access';
export { createTechnicianUser, technicianUsername } from './identity';
export { partnerScope, technicianList } from './list';
export { TECHNICIAN_ENTITY, technicianByMobile, technicianHead } from './repository';
export { tags } from './schemas';
export { technicianName, technicianOfSignIn } from './signInProfile';
export { technicianJoin } from './joins';
export { techniciansForJob } from './candidates';
export type { TechnicianCandidate } from './candidates';
export { technicianDailyCapacity } from './capacity';
export { activeTechnicianChoices, technicianIdsOfPartner, worksForPartner } from './lookups';
export { moveTechnicianRewardPoints, technicianRewardHolder } from './rewardHolder';
