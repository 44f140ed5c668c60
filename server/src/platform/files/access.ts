import { PRIVATE_FILE_ENTITY_TYPES, FILE_ENTITY_TYPES, type FileEntityType } from '../../../../domain/files';
import { ROLES } from '../../../../domain/roles';
import type { AuthUser } from '../auth';

/** Reading a file, or uploading one: some owners may only read (a dealer the documents of a request it booked). */
export type FileIntent = 'read' | 'upload';

/**
 * Ids of the entities of one type a user owns (a partner its own partner id, ...); how is the caller's business. The id
 * asked about comes along for owners that cannot list theirs (customer care keeps every customer's files).
 */
export type OwnedEntityIds = (
  user: AuthUser,
  entityType: FileEntityType,
  entityId: string,
  intent: FileIntent,
) => Promise<readonly string[]>;

interface FileOwner {
  entityType: string;
  entityId: string;
}

const isMasterImage = (entityType: string) =>
  (FILE_ENTITY_TYPES as readonly string[]).includes(entityType) &&
  !PRIVATE_FILE_ENTITY_TYPES.includes(entityType as FileEntityType);

/** Admins read every file; master images are read by every signed-in user; private files only by their owner. */
export async function canReadFile(user: AuthUser, row: FileOwner, ownerOf: OwnedEntityIds): Promise<boolean> {
  if (user.role === ROLES.admin) return true;
  if (isMasterImage(row.entityType)) return true;
  return ownsEntity(user, row, ownerOf, 'read');
}

/** Admins upload for any entity; master images are the admin's only; anyone else only for an entity it owns. */
export async function canUploadFile(user: AuthUser, target: FileOwner, ownerOf: OwnedEntityIds): Promise<boolean> {
  if (user.role === ROLES.admin) return true;
  if (isMasterImage(target.entityType)) return false;
  return ownsEntity(user, target, ownerOf, 'upload');
}

async function ownsEntity(
  user: AuthUser,
  { entityType, entityId }: FileOwner,
  ownerOf: OwnedEntityIds,
  intent: FileIntent,
): Promise<boolean> {
  if (!PRIVATE_FILE_ENTITY_TYPES.includes(entityType as FileEntityType)) return false;
  return (await ownerOf(user, entityType as FileEntityType, entityId, intent)).includes(entityId);
}
