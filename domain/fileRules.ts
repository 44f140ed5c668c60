/** The file store's rules without its schemas (domain/files.ts), for code that must not download zod. */
import { ALLOWED_DOCUMENT_MIME_TYPES } from './constants';

/** Messages of the file uploads. */
export const FILE_MESSAGES = {
  unsupported: 'File Format is not supported',
  /** The toast a bad KYC file also raises (wording as specified). */
  unsupportedToast: 'File Formated not Supported',
  required: 'File is required',
  tooLarge: (megabytes: number) => `File must be at most ${megabytes} MB`,
  notFound: 'File not found',
  chequeUploadFailed: 'Failed To Upload Cheque',
  /** The file extension helper's refusal. */
  onlyExtensions: (extensions: readonly string[]) => `Only ${extensions.join(', ')} files allowed`,
} as const;

/** What the store accepts, by content: PDF, PNG and JPEG documents, plus webp for master images. */
export const STORED_FILE_MIME_TYPES = [...ALLOWED_DOCUMENT_MIME_TYPES, 'image/webp'] as const;
/** Profile photos (.png, .jpg, .jpeg). */
export const PROFILE_PHOTO_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;

/**
 * Whose file it is: partner, technician, dealer, customer-product (id: the customer's) and request files (id: the
 * repair or pick-up request's) are private to their owner, the staff who may keep them, and admins; master images
 * are readable by every signed-in user; a user's own photo (id: the user's sub) is theirs alone; e-waste drive photos
 * (id: the drive's) are the admins' only.
 */
export const FILE_ENTITY_TYPES = [
  'channelPartner',
  'technician',
  'dealer',
  'product',
  'brand',
  'customerProduct',
  'request',
  'pickUpRequest',
  'user',
  'ewasteDrive',
] as const;
export type FileEntityType = (typeof FILE_ENTITY_TYPES)[number];
export const PRIVATE_FILE_ENTITY_TYPES: readonly FileEntityType[] = [
  'channelPartner',
  'technician',
  'dealer',
  'customerProduct',
  'request',
  'pickUpRequest',
  'user',
  'ewasteDrive',
];

/** An uploaded file as the store keeps it and the profile records it (name, type, key); checked by fileRefSchema. */
export interface FileRef {
  name: string;
  type: (typeof STORED_FILE_MIME_TYPES)[number];
  key: string;
}

/** The answer of an upload: one item per file, each with its generated key. */
export interface UploadedFile extends FileRef {
  size: number;
}

/** Default upload limit; FILE_SIZE_LIMIT_MB overrides it on the server. */
export const DEFAULT_FILE_SIZE_LIMIT_MB = 5;

/** File-name extension check used by the pickers before anything is sent (the server checks content). */
export const hasExtension = (fileName: string, extensions: readonly string[]) =>
  extensions.includes(fileName.split('.').pop()?.toLowerCase() ?? '');

/** API paths of the file store; the key travels URL-encoded since it contains '/'. */
export const FILE_PATHS = {
  upload: 'master/s3files/upload',
  uploadDocuments: 'master/s3files/upload/documents',
  download: (key: string) => `master/s3files/download/${encodeURIComponent(key)}`,
  apkList: 'master/s3files/apklist',
} as const;
