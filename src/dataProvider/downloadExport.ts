import { HttpError } from 'ra-core';
import { accessToken } from '../authProvider/session';
import { apiUrl } from '../config/apiUrl';
import { downloadBlob } from '../components/list/export/downloadBlob';

/** How far a streamed download has come: bytes received so far. */
type ExportProgressListener = (receivedBytes: number) => void;

async function refusal(response: Response): Promise<HttpError> {
  const text = await response.text();
  let body: { message?: string; errors?: Record<string, string> } = {};
  try {
    body = JSON.parse(text);
  } catch {
    body = { message: text || response.statusText };
  }
  return new HttpError(body.message ?? `HTTP ${response.status}`, response.status, body);
}

/**
 * POSTs an export request and saves the XLSX the server streams back under `fileName`, telling `onProgress` how many
 * bytes have arrived as they arrive; `signal` cancels it. A refusal throws react-admin's HttpError with the API body.
 */
export async function downloadExport(
  path: string,
  request: unknown,
  fileName: string,
  onProgress: ExportProgressListener,
  signal?: AbortSignal,
) {
  const token = await accessToken();
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
    },
    body: JSON.stringify(request),
    signal,
  });
  if (!response.ok) throw await refusal(response);
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = response.body!.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    chunks.push(next.value);
    received += next.value.byteLength;
    onProgress(received);
  }
  downloadBlob(new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? undefined }), fileName);
}
