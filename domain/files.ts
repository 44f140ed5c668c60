import { z } from 'zod';
import { ALLOWED_DOCUMENT_MIME_TYPES } from './constants';

/** Messages of the file uploads (spec 000 §5.3, §5.4, §8). */
export const FILE_MESSAGES = {
  unsupported: 'File Format is not supported',
  /** The toast a bad KYC file also raises (spec 000 §5.4, wording as specified). */
  unsupportedToast: 'File Formated not Supported',
  required: 'File is required',
  tooLarge: (megabytes: number) => `File must be at most ${megabytes} MB`,
  notFound: 'File not found',
  chequeUploadFailed: 'Failed To Upload Cheque',
} as const;

/** What the store accepts, by content: the document types of spec 000 §9, plus webp for master images. */
export const STORED_FILE_MIME_TYPES = [...ALLOWED_DOCUMENT_MIME_TYPES, 'image/webp'] as const;
/** Profile photos (spec 000 §2.8, §5.5: .png, .jpg, .jpeg). */
export const PROFILE_PHOTO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;

/** Whose file it is: partner, technician and dealer files are private to their owner and admins; master images are readable by every signed-in user. */
export const FILE_ENTITY_TYPES = ['channelPartner', 'technician', 'dealer', 'product', 'brand'] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];
export const PRIVATE_FILE_ENTITY_TYPES: readonly FileEntityType[] = ['channelPartner', 'technician', 'dealer'];

/** Multipart fields next to the file(s) of POST master/s3files/upload and upload/documents. */
export const uploadFieldsSchema = z.object({
  id: z.string().trim().min(1, { message: 'Id is required', abort: true }).max(64),
  entityType: z.enum(FILE_ENTITY_TYPES, { message: `Entity type must be one of ${FILE_ENTITY_TYPES.join(', ')}` }),
});
export type UploadFields = z.infer<typeof uploadFieldsSchema>;

/** An uploaded file as the store keeps it and the profile records it (spec 000 §3: name, type, key). */
export const fileRefSchema = z.object(
  {
    name: z.string().trim().min(1, { message: FILE_MESSAGES.required, abort: true }).max(255),
    type: z.enum(STORED_FILE_MIME_TYPES, { message: FILE_MESSAGES.unsupported }),
    key: z.string().trim().min(1, { message: FILE_MESSAGES.required, abort: true }).max(512),
  },
  { message: FILE_MESSAGES.required },
);
export type FileRef = z.infer<typeof fileRefSchema>;

/** The answer of an upload: one item per file, each with its generated key. */
export interface UploadedFile extends FileRef {
  size: number;
}

/** Default upload limit; FILE_SIZE_LIMIT_MB overrides it on the server. */
export const DEFAULT_FILE_SIZE_LIMIT_MB = 5;

/** File-name extension check used by the pickers before anything is sent (the server checks content). */
export const hasExtension = (fileName: string, extensions: readonly string[]) => extensions.includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/** API paths of the file store (spec 000 §7.5); the key travels URL-encoded since it contains '/'. */
export const FILE_PATHS = {
  upload: 'master/s3files/upload',
  uploadDocuments: 'master/s3files/upload/documents',
  download: (key: string) => `master/s3files/download/${encodeURIComponent(key)}`,
  apkList: 'master/s3files/apklist',
} as const;

/** A file a form must have: missing, null and undefined all get `message` (the preprocess keeps the key required, so the check always runs). */
export const requiredFileRef = (message: string) => z.preprocess((file) => file ?? null, fileRefSchema.nullable()).refine((file): file is FileRef => !!file, message);
