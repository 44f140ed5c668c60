import { STORED_FILE_MIME_TYPES } from '../../../../domain/files';

/**
 * The MIME type of a file by its content (magic bytes), never by its name: a .jpg that is really a PDF is a PDF.
 * Undefined when the content is not one of the types the store keeps.
 */
export async function detectFileType(bytes: Uint8Array): Promise<string | undefined> {
  // Loaded on the first upload: the server starts without it.
  const { fileTypeFromBuffer } = await import('file-type');
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  return mime && (STORED_FILE_MIME_TYPES as readonly string[]).includes(mime) ? mime : undefined;
}

/** File-name extension of the keys of each stored type. */
export const EXTENSION_OF_TYPE: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/webp': 'webp',
};
