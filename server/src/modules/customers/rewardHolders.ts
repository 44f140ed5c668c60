import { sql } from 'drizzle-orm';
import { customers } from '../../db/schema';
import { pointsHolder } from '../../platform/pointsBalance';

/** A customer as a holder of reward points: a customer belongs to no partner. */
export const { find: customerRewardHolder, move: moveCustomerRewardPoints } = pointsHolder(customers, {
  channelPartnerId: sql`NULL::text`,
});
