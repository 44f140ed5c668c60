import { eq } from 'drizzle-orm';
import { ROLES } from '../../../../domain/roles';
import type { Database } from '../../db/client';
import { customers, technicians } from '../../db/schema';
import type { IdentityAdmin } from '../../identity/admin';
import type { OwnedEntityIds } from '../../platform/files';
import { roleProfile } from '../users/profile';

/**
 * Whose files a user may touch: a channel partner its own (partner by primary e-mail) and those of the technicians it
 * onboards (spec 001 §2: partners add their technicians); a technician and a dealer their own. Customer care and an
 * Active dealer keep customers' products, so the documents of any existing customer's products.
 */
export function ownedEntityIds(db: Database, identity: IdentityAdmin): OwnedEntityIds {
  const existingCustomer = async (id: string) => (await db.select({ id: customers.id }).from(customers).where(eq(customers.id, id)).limit(1)).map((row) => row.id);
  return async (user, entityType, entityId) => {
    if (entityType === 'customerProduct' && user.role === ROLES.customerCare) return existingCustomer(entityId);
    const identityUser = await identity.getUser(user.pool, user.username);
    if (!identityUser) return [];
    const profile = await roleProfile(db, identityUser);
    const own = (id: string | null | undefined) => (id ? [id] : []);
    switch (user.role) {
      case ROLES.channelPartner: {
        if (!profile.cpId) return [];
        if (entityType === 'channelPartner') return [profile.cpId];
        if (entityType !== 'technician') return [];
        const rows = await db.select({ id: technicians.id }).from(technicians).where(eq(technicians.channelPartnerId, profile.cpId));
        return rows.map((row) => row.id);
      }
      case ROLES.technician:
        return entityType === 'technician' ? own(profile.technicianId) : [];
      case ROLES.dealer:
        if (entityType === 'customerProduct') return profile.dealerStatus === 'Active' ? existingCustomer(entityId) : [];
        return entityType === 'dealer' ? own(profile.dealerId) : [];
      default:
        return [];
    }
  };
}
