import { randomUUID } from 'node:crypto';
import type { App } from '../../src/app';
import { demoPdf, demoPng } from '../../src/db/seed/demoFiles';
import type { FileEntityType, UploadedFile } from '../../../domain/files';

/** A one-page PDF with a correct cross-reference table (the demo seed's generator). */
export const SAMPLE_PDF = demoPdf('Sample document');
/** A small one-colour PNG. */
export const SAMPLE_PNG = demoPng(8, 8);
/** A 1×1 grey baseline JPEG. */
export const SAMPLE_JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAx' +
    'NDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAAAAAAAAD/2gAI' +
    'AQEAAD8AKp//2Q==',
  'base64',
);

export interface MultipartFile {
  name: string;
  bytes: Buffer;
  contentType?: string;
}

/** A multipart/form-data body built by hand: text fields first, then the files under the field `file`. */
export function multipartBody(
  fields: Record<string, string>,
  files: MultipartFile[],
): { body: Buffer; contentType: string } {
  const boundary = `----reloop-${randomUUID()}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; ` +
          `filename="${file.name}"\r\nContent-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export interface UploadOptions {
  id: string;
  entityType: FileEntityType | string;
  /** File name as the browser sends it; defaults to sample.pdf. */
  name?: string;
  /** Defaults to SAMPLE_PDF. */
  bytes?: Buffer;
  contentType?: string;
}

export interface UploadAnswer<T> {
  status: number;
  body: T;
}

/** POST master/s3files/upload as a browser would, with one file; answers the status and the parsed body. */
export async function uploadTestFile(
  server: { app: App },
  token: string | undefined,
  { id, entityType, name = 'sample.pdf', bytes = SAMPLE_PDF, contentType = 'application/pdf' }: UploadOptions,
): Promise<UploadAnswer<UploadedFile & { message?: string; errors?: Record<string, string> }>> {
  return postFiles(server, token, '/api/master/s3files/upload', { id, entityType }, [{ name, bytes, contentType }]);
}

/** POST master/s3files/upload/documents with several files. */
export async function uploadTestDocuments(
  server: { app: App },
  token: string | undefined,
  fields: { id: string; entityType: FileEntityType | string },
  files: MultipartFile[],
): Promise<UploadAnswer<UploadedFile[] & { message?: string; errors?: Record<string, string> }>> {
  return postFiles(server, token, '/api/master/s3files/upload/documents', fields, files);
}

async function postFiles<T>(
  server: { app: App },
  token: string | undefined,
  url: string,
  fields: Record<string, string>,
  files: MultipartFile[],
): Promise<UploadAnswer<T>> {
  const { body, contentType } = multipartBody(fields, files);
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': contentType, ...(token && { authorization: `Bearer ${token}` }) },
    payload: body,
  });
  const text = response.body;
  return { status: response.statusCode, body: (text ? JSON.parse(text) : undefined) as T };
}
