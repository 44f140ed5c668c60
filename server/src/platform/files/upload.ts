import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { FILE_MESSAGES, STORED_FILE_MIME_TYPES, type UploadedFile } from '../../../../domain/files';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { storedFiles } from '../../db/schema';
import { badRequest } from '../errors';
import { detectFileType, EXTENSION_OF_TYPE } from './detectFileType';
import type { FileStore } from './store';

interface UploadContext {
  db: Database;
  files: FileStore;
  config: Pick<Config, 'files'>;
}

export interface IncomingFile {
  /** The name the client gave; kept for display only, never used in the key. */
  name: string;
  bytes: Buffer;
}

interface UploadTarget {
  entityType: string;
  entityId: string;
  /** Subject of the uploading user, for the stored_files row. */
  uploadedBy?: string | null;
  /** MIME types accepted by content; default: every type the store keeps. */
  allowed?: readonly string[];
}

interface CheckedFile extends IncomingFile {
  type: string;
}

const refuse = (message: string) => badRequest(message, { file: message });

/** Size and content checks of one file: 400 with 'File Format is not supported' (or the size limit) on field `file`. */
async function checkUpload(
  config: UploadContext['config'],
  file: IncomingFile,
  allowed: readonly string[] = STORED_FILE_MIME_TYPES,
): Promise<CheckedFile> {
  const limitMb = config.files.sizeLimitMb;
  if (file.bytes.length > limitMb * 1024 * 1024) throw refuse(FILE_MESSAGES.tooLarge(limitMb));
  const type = await detectFileType(file.bytes);
  if (!type || !allowed.includes(type)) throw refuse(FILE_MESSAGES.unsupported);
  return { ...file, type };
}

/** The file's name for display: no directories, at most 255 characters, never blank. */
function displayName(name: string, type: string): string {
  const base = path.basename(name.replace(/\\/g, '/')).trim().slice(-255);
  return base || `file.${EXTENSION_OF_TYPE[type]}`;
}

/**
 * Stores files that passed checkUpload: the bytes under generated keys, one stored_files row each.
 * All or nothing: on any failure the bytes already written are deleted and no row stays.
 */
async function storeChecked(ctx: UploadContext, checked: CheckedFile[], target: UploadTarget): Promise<UploadedFile[]> {
  const written: string[] = [];
  try {
    const uploaded: UploadedFile[] = [];
    for (const file of checked) {
      const key = `${target.entityType}/${target.entityId}/${randomUUID()}.${EXTENSION_OF_TYPE[file.type]}`;
      await ctx.files.put(key, file.bytes, file.type);
      written.push(key);
      uploaded.push({
        name: displayName(file.name, file.type),
        type: file.type as UploadedFile['type'],
        key,
        size: file.bytes.length,
      });
    }
    await ctx.db.transaction(async (tx) => {
      await tx.insert(storedFiles).values(
        uploaded.map((file) => ({
          key: file.key,
          entityType: target.entityType,
          entityId: target.entityId,
          name: file.name,
          mimeType: file.type,
          size: file.size,
          uploadedBy: target.uploadedBy ?? null,
        })),
      );
    });
    return uploaded;
  } catch (error) {
    await Promise.allSettled(written.map((key) => ctx.files.delete(key)));
    throw error;
  }
}

/** Checks one upload (size, content type), stores it under a generated key and records it. */
export async function saveUpload(
  ctx: UploadContext,
  { name, bytes, ...target }: UploadTarget & IncomingFile,
): Promise<UploadedFile> {
  const [uploaded] = await storeChecked(ctx, [await checkUpload(ctx.config, { name, bytes }, target.allowed)], target);
  return uploaded;
}

/** Several files of one entity: every file is checked before any is stored, so one bad file stores nothing. */
export async function saveUploads(
  ctx: UploadContext,
  files: IncomingFile[],
  target: UploadTarget,
): Promise<UploadedFile[]> {
  if (files.length === 0) throw refuse(FILE_MESSAGES.required);
  const checked: CheckedFile[] = [];
  for (const file of files) checked.push(await checkUpload(ctx.config, file, target.allowed));
  return storeChecked(ctx, checked, target);
}
