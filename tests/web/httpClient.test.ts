import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('../../src/authProvider/session', () => ({ accessToken: vi.fn(async () => 'access-token') }));
vi.mock('../../src/authProvider/forceSignOut', () => ({ forceSignOut: vi.fn(async () => undefined) }));

const { httpClient } = await import('../../src/dataProvider/httpClient');
const { forceSignOut } = await import('../../src/authProvider/forceSignOut');

type Answer = { status: number; body?: unknown };

function stubFetch(answer: Answer) {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const headerOf = (init: RequestInit | undefined, name: string) => new Headers(init?.headers).get(name);

describe('HTTP client', () => {
  beforeEach(() => vi.mocked(forceSignOut).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('sends JSON with the bearer token under the API base', async () => {
    const fetchMock = stubFetch({ status: 200, body: { records: [], totalRecords: 0 } });
    const response = await httpClient('master/product/getByPaginationAndFilter', {
      method: 'POST',
      body: { pageSize: 10 },
    });
    expect(response).toEqual({ status: 200, json: { records: [], totalRecords: 0 } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/master/product/getByPaginationAndFilter');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"pageSize":10}');
    expect(headerOf(init, 'authorization')).toBe('Bearer access-token');
    expect(headerOf(init, 'content-type')).toBe('application/json');
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it.each(['users/technician/otp/9876543210', 'channel-partner/verify', 'dealer/verify', 'link/verify-payment'])(
    'sends no bearer to %s',
    async (path) => {
      const fetchMock = stubFetch({ status: 200, body: {} });
      await httpClient(path);
      expect(headerOf(fetchMock.mock.calls[0][1], 'authorization')).toBeNull();
    },
  );

  it('puts query values in the url', async () => {
    const fetchMock = stubFetch({ status: 200, body: [] });
    await httpClient('master/pincodes/distinct', { query: { field: 'district', state: 'Kerala', city: undefined } });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/master/pincodes/distinct?field=district&state=Kerala');
  });

  it('throws an HttpError carrying the field errors of a 400', async () => {
    stubFetch({ status: 400, body: { message: 'Validation failed', errors: { name: 'Product name is required' } } });
    await expect(httpClient('master/product', { method: 'POST', body: {} })).rejects.toMatchObject({
      message: 'Validation failed',
      status: 400,
      body: { errors: { name: 'Product name is required' } },
    });
    expect(forceSignOut).not.toHaveBeenCalled();
  });

  it('signs out on 401: a refused or expired token', async () => {
    stubFetch({ status: 401, body: { message: 'Expired token' } });
    await expect(httpClient('master/product/getById/PID1')).rejects.toMatchObject({ status: 401 });
    expect(forceSignOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on 403: one record refused shows the forbidden page', async () => {
    stubFetch({ status: 403, body: { message: 'Forbidden' } });
    await expect(httpClient('technician/TEC1')).rejects.toMatchObject({ status: 403 });
    expect(forceSignOut).not.toHaveBeenCalled();
  });

  it('signs out on a 500 saying the Authorization header value is undefined', async () => {
    stubFetch({ status: 500, body: { message: "Invalid key=value pair in Authorization header: 'Bearer undefined'" } });
    await expect(httpClient('master/product/getById/PID1')).rejects.toMatchObject({ status: 500 });
    expect(forceSignOut).toHaveBeenCalledTimes(1);
  });

  it('keeps the session on another 500', async () => {
    stubFetch({ status: 500, body: { message: 'Internal server error' } });
    await expect(httpClient('master/product/getById/PID1')).rejects.toMatchObject({
      status: 500,
      message: 'Internal server error',
    });
    expect(forceSignOut).not.toHaveBeenCalled();
  });
});
