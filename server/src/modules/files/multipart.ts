import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FILE_MESSAGES } from '../../../../domain/files';
import { badRequest } from '../../platform/errors';
import type { IncomingFile } from '../../platform/files';

/** Most files one documents upload takes. */
export const MAX_FILES_PER_UPLOAD = 10;

export interface UploadForm {
  fields: Record<string, string>;
  files: IncomingFile[];
}

const refuse = (message: string) => badRequest(message, { file: message });

/** Multipart parsing for this plugin, the file size limited by the configuration so a big file is refused early. */
export async function acceptFileUploads(app: FastifyInstance, sizeLimitMb: number) {
  await app.register(multipart, {
    // One byte over the limit is enough to know the file is too large.
    limits: { fileSize: Math.floor(sizeLimitMb * 1024 * 1024) + 1, files: MAX_FILES_PER_UPLOAD, fields: 10, fieldSize: 1024, parts: MAX_FILES_PER_UPLOAD + 10 },
  });
}

/** The text fields and the files (field `file`, or `files`) of a multipart request, read whole. */
export async function readUploadForm(request: FastifyRequest, sizeLimitMb: number): Promise<UploadForm> {
  if (!request.isMultipart()) throw refuse(FILE_MESSAGES.required);
  const form: UploadForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        form.fields[part.fieldname] = String(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated) throw refuse(FILE_MESSAGES.tooLarge(sizeLimitMb));
      // A browser sends an empty nameless part when no file was chosen.
      if ((part.fieldname === 'file' || part.fieldname === 'files') && (part.filename || bytes.length > 0)) form.files.push({ name: part.filename, bytes });
    }
  } catch (error) {
    switch ((error as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw refuse(FILE_MESSAGES.tooLarge(sizeLimitMb));
      case 'FST_FILES_LIMIT':
      case 'FST_PARTS_LIMIT':
        throw refuse(`At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once`);
      case 'FST_FIELDS_LIMIT':
      case 'FST_PROTO_VIOLATION':
        throw badRequest('The upload has unexpected fields');
      default:
        throw error;
    }
  }
  return form;
}
