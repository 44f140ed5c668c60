/**
 * The profile sections partners, technicians and dealers share: section tables and routes, documents and their files,
 * service areas, the pincode check, the route schemas the parties build theirs from, and what another module's
 * statement may read of a profile's offer (its services, service areas and brand-products: conditions, joins, list
 * text and capacities).
 */
export { areaRefs, areasRemark, areaValues } from './areas';
export { documentRoutes } from './documents';
export { ownerFile } from './files';
export { DEALER_SECTION_TABLES, PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES } from './owner';
export type { SectionChange, SectionOwner, SectionTables } from './owner';
export { changeOwner } from './ownerWrite';
export type { OwnerRecords, OwnerWriteRule } from './ownerWrite';
export { brandProductKeysText, repairsOneOfText, serviceAreaIdsText, servesOneOfText } from './offerFilters';
export {
  firstServiceCapacity,
  heldServiceJoin,
  holdsService,
  repairsCatalogue,
  serviceAreaIdsOf,
  serviceAreaRows,
  servesArea,
  summedCapacity,
} from './offers';
export type { ServiceHolder } from './offers';
export { assertKnownPincode } from './pincode';
export {
  addressColumnsRow,
  addressOf,
  documentDetails,
  documentsColumn,
  documentsRow,
  profileSections,
  sectionColumns,
  sectionColumnsRow,
  invitedPartyRecordRow,
  partyRecordRow,
} from './read';
export { profileSectionRoutes } from './routes';
export { fileRefSchema, idParamsSchema, sectionFields, sectionResponsesOf } from './schemas';
export type { SectionResponses } from './schemas';
