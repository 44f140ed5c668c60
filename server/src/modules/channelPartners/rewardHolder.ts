import { channelPartners } from '../../db/schema';
import { pointsHolder } from '../../platform/pointsBalance';

/** A partner as a holder of reward points: its own id is the partner its ledger view is scoped to. */
export const { find: partnerRewardHolder, move: movePartnerRewardPoints } = pointsHolder(channelPartners, {
  channelPartnerId: channelPartners.id,
  userNameIgnoresCase: true,
});
