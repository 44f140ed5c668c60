import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { FILE_MESSAGES, type FileEntityType, type FileRef } from '../../../../domain/files';
import { badRequest } from '../../platform/errors';
import { type Executor, rowOf } from '../../platform/db';

const ownerFileRow = z.object({ key: z.string(), name: z.string(), type: z.string() });

/**
 * A file a profile points at must be one the store keeps for this very owner (uploaded with its entity type and id), of
 * a type the field accepts. The stored type wins over the one the client sent.
 */
export async function ownerFile(
  db: Executor,
  entityType: FileEntityType,
  ownerId: string,
  ref: FileRef,
  field: string,
  allowed: readonly string[],
): Promise<FileRef> {
  const stored = await rowOf(
    db,
    ownerFileRow,
    sql`SELECT key, name, mime_type AS type FROM stored_files WHERE key = ${ref.key} AND entity_type = ${entityType}
        AND entity_id = ${ownerId}`,
  );
  if (!stored) throw badRequest(FILE_MESSAGES.notFound, { [field]: FILE_MESSAGES.notFound });
  if (!allowed.includes(stored.type))
    throw badRequest(FILE_MESSAGES.unsupported, { [field]: FILE_MESSAGES.unsupported });
  return { name: ref.name || stored.name, type: stored.type as FileRef['type'], key: stored.key };
}
