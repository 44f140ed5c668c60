import { technicians } from '../../db/schema';
import { pointsHolder } from '../../platform/pointsBalance';

/** A technician as a holder of reward points, in the ledger view of the partner it belongs to. */
export const { find: technicianRewardHolder, move: moveTechnicianRewardPoints } = pointsHolder(technicians, {
  channelPartnerId: technicians.channelPartnerId,
});
