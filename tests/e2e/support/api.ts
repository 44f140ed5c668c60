import { baseUrl } from './browser';

const TARGET = 'AWSCognitoIdentityProviderService.';

/** Signs in through the embedded identity as a client would and returns the access token. */
export async function accessToken(email: string, password: string): Promise<string> {
  const config = await (await fetch(`${baseUrl()}/config.json`)).json();
  const response = await fetch(config.auth.staff.userPoolEndpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': `${TARGET}InitiateAuth` },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: config.auth.staff.userPoolClientId,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const body = await response.json();
  if (!response.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.AuthenticationResult.AccessToken;
}

/** The newest one-time code sent to a mobile, read from the outbox as a web admin. */
export async function latestCodeFor(mobile: string, adminToken: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/outbox`, { headers: { authorization: `Bearer ${adminToken}` } });
  const messages = (await response.json()) as Array<{ recipient: string; body: string }>;
  const message = messages.find((m) => m.recipient.endsWith(mobile));
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code in the outbox for ${mobile}`);
  return code;
}

/**
 * The first link in the newest e-mail to `recipient` whose path matches `path` (e.g. /verify-channel-partner/),
 * read from the outbox as a web admin; answered as a path and query, so it opens on the server under test.
 */
export async function outboxLink(recipient: string, path: RegExp, adminToken: string): Promise<string> {
  const response = await fetch(`${baseUrl()}/api/outbox?to=${encodeURIComponent(recipient)}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  const messages = (await response.json()) as Array<{ recipient: string; body: string }>;
  for (const message of messages) {
    for (const found of message.body.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(found);
      if (path.test(url.pathname)) return `${url.pathname}${url.search}`;
    }
  }
  throw new Error(`no link matching ${path} in the outbox for ${recipient}`);
}

/**
 * A call of the API as the web app makes it (bearer token, JSON both ways); `path` as the spec writes it, without /api.
 */
export async function apiCall<T>(
  path: string,
  token: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${baseUrl()}/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The first records of a list through its `getByPaginationAndFilter` contract, filtered as a screen would (`{property:
 * value}` is `equal`).
 */
export async function firstRecords<T = { id: string }>(
  path: string,
  token: string,
  filter: Readonly<Record<string, unknown>> = {},
  pageSize = 10,
): Promise<T[]> {
  const filters = Object.entries(filter).map(([property, value]) => ({
    property,
    operator: Array.isArray(value) ? 'in' : 'equal',
    value,
  }));
  const { records } = await apiCall<{ records: T[] }>(`${path}/getByPaginationAndFilter`, token, {
    body: { filters, pageSize, pageNumber: 1 },
  });
  return records;
}
