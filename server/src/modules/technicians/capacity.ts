import type { Executor } from '../../platform/db';
import { firstServiceCapacity, type ServiceHolder, TECHNICIAN_SECTION_TABLES } from '../profileSections';
import { technicianJoin } from './joins';

/** A technician's services count toward their capacity while they are Active. */
const TECHNICIAN: ServiceHolder = {
  join: (on) => technicianJoin('t', on, { inner: true }).join,
  counts: `t.status = 'Active'`,
};

/**
 * A technician's daily call capacity for a service (their first service when none is named); 0 unless the technician
 * is Active.
 */
export const technicianDailyCapacity = (db: Executor, technicianId: string, serviceId?: string) =>
  firstServiceCapacity(db, TECHNICIAN_SECTION_TABLES, TECHNICIAN, technicianId, serviceId);
