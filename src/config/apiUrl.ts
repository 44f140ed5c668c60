import { getRuntimeConfig } from './runtimeConfig';

/** Absolute API url of a path like `master/product/getById/PID1` (spec paths carry no leading slash). */
export function apiUrl(path: string, query?: Record<string, string | number | undefined>): string {
  const base = getRuntimeConfig().apiBase.replace(/\/$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${base}/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}
