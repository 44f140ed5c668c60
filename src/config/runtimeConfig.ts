import { CATEGORY_IDS, DEFAULT_AVAILABILITY_WINDOW_DAYS, SERVICE_IDS } from '../../domain/constants';

interface PoolConfig {
  userPoolId: string;
  userPoolClientId: string;
  /** Set when the identity is the embedded endpoint rather than Amazon Cognito. */
  userPoolEndpoint?: string;
}

interface RuntimeConfig {
  apiBase: string;
  auth: { region?: string; staff: PoolConfig; technician: PoolConfig };
  serviceIds: Record<string, string>;
  categoryIds: Record<string, string | readonly string[]>;
  availabilityWindowDays: number;
  /** 'template' shows the leftover demo-credentials hint and sign-up link on the login page. */
  loginVariant?: 'identity' | 'template';
}

const emptyPool: PoolConfig = { userPoolId: '', userPoolClientId: '' };

const defaults: RuntimeConfig = {
  apiBase: '/api',
  auth: { staff: emptyPool, technician: emptyPool },
  serviceIds: SERVICE_IDS,
  categoryIds: CATEGORY_IDS,
  availabilityWindowDays: DEFAULT_AVAILABILITY_WINDOW_DAYS,
};

let current: RuntimeConfig = defaults;

/** The element the server writes into index.html (server/src/modules/system/webApp.ts). */
export const RUNTIME_CONFIG_ELEMENT = 'runtime-config';

/**
 * The server's runtime settings (pools, API base, ids): inlined in index.html by the server, so no round trip comes
 * before the first call; fetched from `/config.json` where the page has none (the Vite dev server).
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const inlined = typeof document === 'undefined' ? null : document.getElementById(RUNTIME_CONFIG_ELEMENT)?.textContent;
  const loaded = (inlined ? JSON.parse(inlined) : await fetchConfig(fetchImpl)) as Partial<RuntimeConfig>;
  current = { ...defaults, ...loaded, auth: { ...defaults.auth, ...loaded.auth } };
  return current;
}

async function fetchConfig(fetchImpl: typeof fetch): Promise<unknown> {
  const response = await fetchImpl('/config.json', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return response.json();
}

export const getRuntimeConfig = (): RuntimeConfig => current;

/** For tests and for embedding without a server. */
export function setRuntimeConfig(config: Partial<RuntimeConfig>) {
  current = { ...defaults, ...config, auth: { ...defaults.auth, ...config.auth } };
}
