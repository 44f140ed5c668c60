import type { FileEntityType } from '../../../../domain/files';
import { ROLES } from '../../../../domain/roles';
import type { Database } from '../../db/client';
import type { IdentityAdmin } from '../../identity/admin';
import type { FileIntent, OwnedEntityIds } from '../../platform/files';
import { REQUEST_KINDS } from '../requestKinds';
import { requestExists, requestParties, type RequestParties } from '../requests';
import { customerExists } from '../customers';
import { roleProfile } from '../users';
import { technicianIdsOfPartner } from '../technicians';

/** The request kind whose files an entity type names (its activity-log entity type), if it names one. */
const requestKindOf = (entityType: FileEntityType) =>
  Object.values(REQUEST_KINDS).find((kind) => kind.entityType === entityType);

/**
 * Who keeps a request's files (photos, invoices) is who works on it: its partner and its technician upload and read
 * them; the dealer who booked it and customer care read them.
 */
function mayKeepRequestFile(
  role: string | undefined,
  profile: Awaited<ReturnType<typeof roleProfile>>,
  parties: RequestParties,
  intent: FileIntent,
): boolean {
  switch (role) {
    case ROLES.channelPartner:
      return !!profile.cpId && parties.channelPartnerId === profile.cpId;
    case ROLES.technician:
      return !!profile.technicianId && parties.technicianId === profile.technicianId;
    case ROLES.dealer:
      return intent === 'read' && !!profile.dealerId && parties.dealerId === profile.dealerId;
    case ROLES.customerCare:
      return intent === 'read';
    default:
      return false;
  }
}

/**
 * Why an upload's target cannot take files, if it cannot: a request's files belong to a request that exists (an id such
 * as `undefined` sent by a client names none). Other owners may take files before their record is saved (a master's
 * image).
 */
export const missingUploadTarget =
  (db: Database) =>
  async (entityType: FileEntityType, entityId: string): Promise<string | undefined> => {
    const requestKind = requestKindOf(entityType);
    if (!requestKind) return undefined;
    return (await requestExists(db, requestKind.name, entityId)) ? undefined : requestKind.notFound;
  };

/**
 * Whose files a user may touch: a channel partner its own (partner by primary e-mail) and those of the technicians it
 * onboards (partners add their technicians); a technician and a dealer their own. Customer care and an
 * Active dealer keep customers' products, so the documents of any existing customer's products. Request files go with
 * the request (mayKeepRequestFile).
 */
export function ownedEntityIds(db: Database, identity: IdentityAdmin): OwnedEntityIds {
  const existingCustomer = async (id: string) => ((await customerExists(db, id)) ? [id] : []);
  return async (user, entityType, entityId, intent) => {
    if (entityType === 'customerProduct' && user.role === ROLES.customerCare) return existingCustomer(entityId);
    if (entityType === 'user') return [user.sub];
    const identityUser = await identity.getUser(user.pool, user.username);
    if (!identityUser) return [];
    const profile = await roleProfile(db, identityUser);
    const requestKind = requestKindOf(entityType);
    if (requestKind) {
      const parties = await requestParties(db, requestKind.name, entityId);
      return parties && mayKeepRequestFile(user.role, profile, parties, intent) ? [entityId] : [];
    }
    const own = (id: string | null | undefined) => (id ? [id] : []);
    switch (user.role) {
      case ROLES.channelPartner: {
        if (!profile.cpId) return [];
        if (entityType === 'channelPartner') return [profile.cpId];
        if (entityType !== 'technician') return [];
        return technicianIdsOfPartner(db, profile.cpId);
      }
      case ROLES.technician:
        return entityType === 'technician' ? own(profile.technicianId) : [];
      case ROLES.dealer:
        if (entityType === 'customerProduct')
          return profile.dealerStatus === 'Active' ? existingCustomer(entityId) : [];
        return entityType === 'dealer' ? own(profile.dealerId) : [];
      default:
        return [];
    }
  };
}
