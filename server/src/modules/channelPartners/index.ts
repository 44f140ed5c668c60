/**
 * What other modules may use of the channel partners: who the caller's partner is and the guard of a partner's own
 * routes, a partner's head row, the partner lists (the dashboard, the booking's partner search, the payments' filter),
 * the route schemas the booking calendar shares, a partner's capacity and day map (the slots), and the partner a
 * staff user works for.
 */
export { ownPartner, PARTNER_NOT_FOUND } from './access';
export { activePartners, partnerList, partnersServingArea } from './list';
export { partnerHead, partnerHeadByEmail } from './repository';
export { idParamsSchema, tags } from './schemas';
export { partnerName, partnerOfSignIn } from './signInProfile';
export { partnerJoin } from './joins';
export {
  activePartnerChoices,
  isActivePartner,
  partnerDaysIn,
  partnerEmail,
  partnerStatus,
  partnerUsernameOfMember,
} from './lookups';
export { partnerActiveCapacity, partnerDailyCapacity } from './capacity';
export { movePartnerRewardPoints, partnerRewardHolder } from './rewardHolder';
