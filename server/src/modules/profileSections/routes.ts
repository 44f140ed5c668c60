import type { FastifyInstance } from 'fastify';
import { bankDetailsRoutes } from './bankDetails';
import { brandRoutes } from './brands';
import { documentRoutes } from './documents';
import type { OwnerHead, SectionOwner } from './owner';
import { profileImageRoutes } from './profileImage';
import { revealNumberRoutes } from './revealNumbers';
import { serviceAreaRoutes } from './serviceAreas';
import { serviceRoutes } from './services';

/**
 * The profile sections a channel partner and a technician share: profile photo, KYC
 * documents, bank details, services, service areas, brands and products, and the admin's reveal of masked numbers,
 * under the owner's path, guard, tables and offer rules.
 */
export function profileSectionRoutes<Head extends OwnerHead, Profile>(owner: SectionOwner<Head, Profile>) {
  return async function profileSections(app: FastifyInstance) {
    for (const routes of [
      profileImageRoutes,
      documentRoutes,
      bankDetailsRoutes,
      serviceRoutes,
      serviceAreaRoutes,
      brandRoutes,
      revealNumberRoutes,
    ]) {
      await app.register(routes(owner));
    }
  };
}
