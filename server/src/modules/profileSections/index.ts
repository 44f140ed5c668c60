/**
 * The profile sections partners, technicians and dealers share: section tables and routes, documents and their files,
 * service areas, the pincode check, and the route schemas the parties build theirs from.
 */
export { areaRefs, areasRemark, areaValues } from './areas';
export { documentRoutes } from './documents';
export { ownerFile } from './files';
export { DEALER_SECTION_TABLES, PARTNER_SECTION_TABLES, TECHNICIAN_SECTION_TABLES } from './owner';
export type { SectionChange, SectionOwner, SectionTables } from './owner';
export { changeOwner } from './ownerWrite';
export type { OwnerRecords, OwnerWriteRule } from './ownerWrite';
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
  storedFileRow,
} from './read';
export { profileSectionRoutes } from './routes';
export { fileRefSchema, idParamsSchema, sectionFields, sectionResponsesOf } from './schemas';
export type { SectionResponses } from './schemas';
