import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '../../../../domain/files';
import type { IncomingFile } from '../../platform/files';
import { acceptMultipart, readMultipart, type MultipartLimits } from '../../platform/multipart';

/** Most files one documents upload takes. */
const MAX_FILES_PER_UPLOAD = 10;

export interface UploadForm {
  fields: Record<string, string>;
  files: IncomingFile[];
}

const limitsOf = (sizeLimitMb: number): MultipartLimits => ({
  fileBytes: Math.floor(sizeLimitMb * 1024 * 1024),
  files: MAX_FILES_PER_UPLOAD,
  fields: 10,
});
const messagesOf = (sizeLimitMb: number) => ({
  required: FILE_MESSAGES.required,
  tooLarge: FILE_MESSAGES.tooLarge(sizeLimitMb),
  tooManyFiles: `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once`,
});

/** Multipart parsing for this plugin, the file size limited by the configuration so a big file is refused early. */
export async function acceptFileUploads(app: FastifyInstance, sizeLimitMb: number) {
  await acceptMultipart(app, limitsOf(sizeLimitMb));
}

/** The text fields and the files (field `file`, or `files`) of a multipart request, read whole. */
export async function readUploadForm(request: FastifyRequest, sizeLimitMb: number): Promise<UploadForm> {
  const { fields, files } = await readMultipart(request, limitsOf(sizeLimitMb), messagesOf(sizeLimitMb));
  return {
    fields,
    // A browser sends an empty nameless part when no file was chosen.
    files: files
      .filter((file) => (file.field === 'file' || file.field === 'files') && (file.name || file.bytes.length > 0))
      .map(({ name, bytes }) => ({ name, bytes })),
  };
}
