import { profileSectionRoutes, TECHNICIAN_SECTION_TABLES } from '../profileSections';
import { adminOnly, adminOrOwningPartner, changeTechnician } from './access';
import { TECHNICIAN_ENTITY } from './repository';
import { sectionResponses, tags } from './schemas';

/**
 * The technician's profile sections: the partner's sections in the technician scope, written by an admin or the
 * technician's own partner; areas, services, brands and products only among the partner's own, brands only with the
 * repair service.
 */
export const technicianSectionRoutes = profileSectionRoutes({
  tables: TECHNICIAN_SECTION_TABLES,
  path: '/technician',
  entityType: TECHNICIAN_ENTITY,
  guard: adminOrOwningPartner,
  adminOnly,
  change: changeTechnician,
  responses: sectionResponses,
  tags,
  offer: { partnerOf: (technician) => technician.channelPartnerId, brandsNeedRepair: true },
});
