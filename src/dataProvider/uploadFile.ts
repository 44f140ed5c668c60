import { HttpError } from 'ra-core';
import { HTTP_TIMEOUT_MS } from '../../domain/constants';
import { accessToken } from '../authProvider/session';
import { apiUrl } from '../config/apiUrl';
import { downloadBlob } from '../components/list/export/downloadBlob';

export interface UploadProgress {
  /** 'upload': bytes still travelling (percent); 'server': all sent, the server is working on it. */
  phase: 'upload' | 'server';
  percent: number;
}

const parse = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return { message: text };
  }
};

/**
 * POST multipart (field `file`) through XMLHttpRequest, the only browser API that reports upload progress.
 * `fields` go before the file so the server reads them before the bytes.
 */
export async function uploadFile<T>(
  path: string,
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  fields: Record<string, string> = {},
): Promise<T> {
  const token = await accessToken();
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  body.append('file', file, file.name);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.timeout = HTTP_TIMEOUT_MS;
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable)
        onProgress?.({ phase: 'upload', percent: Math.round((event.loaded / event.total) * 100) });
    };
    xhr.upload.onload = () => onProgress?.({ phase: 'server', percent: 100 });
    xhr.onload = () => {
      const json = parse(xhr.responseText) as { message?: string } | undefined;
      if (xhr.status >= 200 && xhr.status < 300) resolve(json as T);
      else reject(new HttpError(json?.message ?? xhr.statusText ?? `HTTP ${xhr.status}`, xhr.status, json));
    };
    xhr.onerror = () => reject(new HttpError('Network error', 0, {}));
    xhr.ontimeout = () => reject(new HttpError('The upload timed out', 0, {}));
    xhr.send(body);
  });
}

/** GET a file with the session's token, as a Blob (images shown from the file store, downloads). */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = await accessToken();
  const response = await fetch(apiUrl(path), { headers: token ? { authorization: `Bearer ${token}` } : {}, signal });
  if (!response.ok) {
    const json = parse(await response.text()) as { message?: string } | undefined;
    throw new HttpError(json?.message ?? response.statusText, response.status, json);
  }
  return response.blob();
}

/** GET a file with the session's token and hand it to the browser as a download. */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  downloadBlob(await fetchFile(path), fileName);
}
