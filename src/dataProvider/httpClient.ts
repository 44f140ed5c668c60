import { HttpError } from 'ra-core';
import { HTTP_TIMEOUT_MS } from '../../domain/constants';
import type { ApiError } from '../../domain/errors';
import { forceSignOut } from '../authProvider/forceSignOut';
import { accessToken } from '../authProvider/session';
import { apiUrl } from '../config/apiUrl';
import { needsBearer } from './publicUrls';
import { endsSession } from './signOutRule';

export interface HttpRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** Extra headers of one call (a booking's Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface HttpResponse<T> {
  status: number;
  json: T;
}

export type HttpClient = <T = unknown>(path: string, request?: HttpRequest) => Promise<HttpResponse<T>>;

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return { message: text };
  }
}

/**
 * JSON over fetch with a 300000 ms timeout and the session's bearer token. Failures throw
 * react-admin's HttpError carrying the API body, so `{errors: {field: message}}` reaches forms.
 */
export const httpClient: HttpClient = async <T>(path: string, request: HttpRequest = {}) => {
  const url = apiUrl(path, request.query);
  const headers = new Headers({ ...request.headers, accept: 'application/json' });
  if (request.body !== undefined) headers.set('content-type', 'application/json');
  if (needsBearer(url)) {
    const token = await accessToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
  } finally {
    clearTimeout(timer);
  }
  const json = await readBody(response);
  if (!response.ok) {
    const body = (json ?? {}) as Partial<ApiError>;
    const message = body.message ?? response.statusText ?? `HTTP ${response.status}`;
    if (endsSession(response.status, message)) void forceSignOut();
    throw new HttpError(message, response.status, body);
  }
  return { status: response.status, json: json as T };
};
