import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/requests/raise';

vi.mock('../../src/authProvider/session', () => ({ accessToken: vi.fn(async () => 'access-token') }));
vi.mock('../../src/authProvider/forceSignOut', () => ({ forceSignOut: vi.fn(async () => undefined) }));

const { httpClient } = await import('../../src/dataProvider/httpClient');
const { createDataProvider } = await import('../../src/dataProvider/createDataProvider');
const { requestApi } = await import('../../src/dataProvider/requests');

afterEach(() => vi.unstubAllGlobals());

describe('the booking call on the wire (spec 001 §7 "Requests", issue 12 step 5)', () => {
  it('POSTs user/requests with the Idempotency-Key header beside the bearer token and JSON', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) => new Response(JSON.stringify({ id: 'REQ00000001' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = requestApi(createDataProvider({}, httpClient));
    const payload = { userName: '9876543210', userProductId: 'UP1', issues: [] } as unknown as Parameters<
      typeof api.raise
    >[0];
    expect(await api.raise(payload, 'key-0123456789')).toEqual({ id: 'REQ00000001' });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/user/requests');
    const headers = new Headers(init?.headers);
    expect(headers.get(IDEMPOTENCY_KEY_HEADER)).toBe('key-0123456789');
    expect(headers.get('authorization')).toBe('Bearer access-token');
    expect(headers.get('content-type')).toBe('application/json');
  });

  it('a pick-up goes to pickUpRequests', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init?: RequestInit) =>
        new Response(JSON.stringify({ id: 'EREQ00000001' }), { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const api = requestApi(createDataProvider({}, httpClient));
    await api.raise({ userProductIds: ['UP1'] } as unknown as Parameters<typeof api.raise>[0], 'key-abcdefghij');
    expect(fetchMock.mock.calls[0][0]).toBe('/api/pickUpRequests');
  });
});
