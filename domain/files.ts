import { z } from './zod';
import { FILE_ENTITY_TYPES, FILE_MESSAGES, STORED_FILE_MIME_TYPES, type FileRef } from './fileRules';

export * from './fileRules';

/** Multipart fields next to the file(s) of POST master/s3files/upload and upload/documents. */
export const uploadFieldsSchema = z.object({
  id: z.string().trim().min(1, { message: 'Id is required', abort: true }).max(64),
  entityType: z.enum(FILE_ENTITY_TYPES, { message: `Entity type must be one of ${FILE_ENTITY_TYPES.join(', ')}` }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** An uploaded file as the store keeps it and the profile records it (name, type, key). */
export const fileRefSchema = z.object(
  {
    name: z.string().trim().min(1, { message: FILE_MESSAGES.required, abort: true }).max(255),
    type: z.enum(STORED_FILE_MIME_TYPES, { message: FILE_MESSAGES.unsupported }),
    key: z.string().trim().min(1, { message: FILE_MESSAGES.required, abort: true }).max(512),
  },
  { message: FILE_MESSAGES.required },
) satisfies z.ZodType<FileRef>;

/**
 * A file a form must have: missing, null and undefined all get `message` (the preprocess keeps the key required, so the
 * check always runs).
 */
export const requiredFileRef = (message: string) =>
  z.preprocess((file) => file ?? null, fileRefSchema.nullable()).refine((file): file is FileRef => !!file, message);
