import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { brokenText } from '../../../domain/text';
import { badRequest, HttpError } from './errors';

export interface MultipartLimits {
  /** Largest file, in bytes. */
  fileBytes: number;
  files: number;
  fields: number;
}

interface MultipartFile {
  field: string;
  name: string;
  bytes: Buffer;
}

interface MultipartForm {
  fields: Record<string, string>;
  files: MultipartFile[];
}

interface MultipartMessages {
  /** The request is not multipart at all. */
  required: string;
  tooLarge: string;
  tooManyFiles: string;
}

/** Multipart parsing for the routes of `app`'s scope, with the limits enforced while the body streams in. */
export async function acceptMultipart(app: FastifyInstance, limits: MultipartLimits) {
  if (app.hasContentTypeParser('multipart/form-data')) return;
  // One byte over the limit is enough to know the file is too large.
  await app.register(multipart, {
    limits: {
      fileSize: limits.fileBytes + 1,
      files: limits.files,
      fields: limits.fields,
      fieldSize: 1024,
      parts: limits.files + limits.fields,
    },
  });
}

const refuse = (status: number, message: string) => new HttpError(status, message, { file: message });

/**
 * The text fields and files of a multipart request, read whole. Every malformed body is an answer: no boundary or a
 * broken stream 400, a file or a part count over the limit 413, text with control characters or broken ones 400.
 */
export async function readMultipart(
  request: FastifyRequest,
  limits: MultipartLimits,
  messages: MultipartMessages,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw refuse(400, messages.required);
  const form: MultipartForm = { fields: {}, files: [] };
  try {
    for await (const part of request.parts()) {
      const text = part.type === 'field' ? String(part.value) : part.filename;
      const broken = brokenText(part.fieldname) ?? brokenText(text ?? '');
      if (broken) throw badRequest(broken, { [part.type === 'field' ? part.fieldname : 'file']: broken });
      if (part.type === 'field') {
        form.fields[part.fieldname] = text;
        continue;
      }
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > limits.fileBytes) throw refuse(413, messages.tooLarge);
      form.files.push({ field: part.fieldname, name: part.filename, bytes });
    }
  } catch (error) {
    throw multipartRefusal(error, messages) ?? error;
  }
  return form;
}

function multipartRefusal(error: unknown, messages: MultipartMessages): HttpError | undefined {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return refuse(413, messages.tooLarge);
    case 'FST_FILES_LIMIT':
      return refuse(413, messages.tooManyFiles);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return refuse(413, 'The upload has too many parts');
    default:
      // Busboy's own failures (no boundary, a truncated or malformed body, a bad header) are the client's.
      return badRequest('The upload is not a valid multipart form', {
        file: 'The upload is not a valid multipart form',
      });
  }
}
