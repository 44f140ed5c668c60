import type { Executor } from '../../platform/db';
import { firstServiceCapacity, PARTNER_SECTION_TABLES, type ServiceHolder, summedCapacity } from '../profileSections';
import { partnerJoin } from './joins';

/** A partner's services count toward its capacity while it is Active (not a deleted invitation). */
const PARTNER: ServiceHolder = {
  join: (on) => partnerJoin('cp', on, { inner: true }).join,
  counts: `cp.status = 'Active' AND cp.deleted_at IS NULL`,
};

/**
 * A partner's daily call capacity for a service (its first service when none is named); 0 unless the partner is Active.
 */
export const partnerDailyCapacity = (db: Executor, partnerId: string, serviceId?: string) =>
  firstServiceCapacity(db, PARTNER_SECTION_TABLES, PARTNER, partnerId, serviceId);

/** A partner's daily call capacity over all its services while it is Active (0 otherwise). */
export const partnerActiveCapacity = (db: Executor, partnerId: string) =>
  summedCapacity(db, PARTNER_SECTION_TABLES, PARTNER, partnerId);
