import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '../../domain/channelPartner/status';
import {
  AREAS,
  caller,
  expecting,
  inviteForm,
  onboardPartner,
  startPartnerServer,
  type Method,
  type OnboardedPartner,
} from './channelPartners.helpers';
import type { TestServer } from './support/testServer';

let server: TestServer;
let json: ReturnType<typeof expecting>;
let call: ReturnType<typeof caller>;
let mine: OnboardedPartner;
let theirs: OnboardedPartner;

beforeAll(async () => {
  server = await startPartnerServer();
  json = expecting(server);
  call = caller(server);
  mine = await onboardPartner(server, 'mine@greenfix.in', 'Mine Repairs');
  theirs = await onboardPartner(server, 'theirs@greenfix.in', 'Theirs Repairs');
});
afterAll(() => server?.close());

type Endpoint = [Method, string, object?];

/** Every call of one partner's profile, for the partner id given. */
const partnerEndpoints = (id: string, email: string): Endpoint[] => [
  ['GET', `channel-partner/getById/${id}`],
  ['GET', `channel-partner/email/${email}`],
  ['PATCH', `channel-partner/${id}/basicDetails`, {}],
  ['PUT', 'channel-partner', { id }],
  ['PATCH', `channel-partner/${id}/profileImage`, {}],
  ['PATCH', `channel-partner/${id}/bankDetails`, {}],
  ['PATCH', `channel-partner/${id}/service`, { id: 'SID101', dailyCallCapacity: 2 }],
  ['PATCH', `channel-partner/${id}/service/update`, { id: 'SID101', dailyCallCapacity: 2 }],
  ['DELETE', `channel-partner/${id}/service/SID101`],
  ['PATCH', `channel-partner/${id}/dayAreas`, { day: 1, areas: [AREAS.mgRoad] }],
  ['PATCH', `channel-partner/${id}/dayAreas/update`, { day: 1, areas: [AREAS.mgRoad] }],
  ['DELETE', `channel-partner/${id}/dayAreas/1`],
  ['PATCH', `channel-partner/${id}/brand`, {}],
  ['PATCH', `channel-partner/${id}/brand/update`, {}],
  ['DELETE', `channel-partner/${id}/brand/BID101`],
  ['PATCH', `channel-partner/${id}/serviceAreas`, { serviceAreaIds: [AREAS.mgRoad] }],
  ['DELETE', `channel-partner/${id}/serviceAreas/${encodeURIComponent(AREAS.mgRoad)}`],
  ['PATCH', `channel-partner/${id}/document`, {}],
  ['DELETE', `channel-partner/${id}/document/00000000-0000-0000-0000-000000000000`],
  ['POST', `channel-partner/${id}/submit`],
  ['GET', `activityLogs/${id}`],
];

/** Calls only an admin may make. */
const adminEndpoints = (id: string): Endpoint[] => [
  ['POST', 'channel-partner/sendInvite', inviteForm('new@greenfix.in')],
  ['POST', 'channel-partner/addToCognito', inviteForm('new@greenfix.in')],
  ['POST', 'channel-partner', inviteForm('new@greenfix.in')],
  ['POST', 'channel-partner/resendInvite/', { id }],
  ['POST', 'channel-partner/revokeInvite/', { id }],
  ['DELETE', `channel-partner/invite/${id}`],
  ['POST', 'channel-partner/emailExist/', { primaryEmail: 'new@greenfix.in' }],
  ['GET', `channel-partner/cognito/${id}`],
  ['PUT', 'channel-partner/status', { id, status: 'Rejected', remark: 'no' }],
  ['GET', 'channel-partner/filter/data'],
  ['GET', 'channel-partner/list/active'],
  ['GET', `channel-partner/${id}/bankDetails/accountNumber`],
  ['GET', `channel-partner/${id}/document/00000000-0000-0000-0000-000000000000/number`],
];

const expectStatus = async (token: string | undefined, endpoints: Endpoint[], status: number) => {
  for (const [method, url, body] of endpoints) {
    const response = await call(token, method, url, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(status);
  }
};

describe('who may call what', () => {
  it('anonymous callers get 401 everywhere but verify, even with a bad body', async () => {
    await expectStatus(
      undefined,
      [...partnerEndpoints(mine.id, mine.email), ...adminEndpoints(mine.id), ['GET', 'channel-partner/profile']],
      401,
    );
    expect(
      (await call(undefined, 'POST', 'channel-partner/verify', { username: mine.email, authChallenge: 'guess' }))
        .statusCode,
    ).toBe(400);
  });

  it('technicians, dealers and customer care get 403 on every call', async () => {
    for (const who of ['technician', 'dealer', 'customerCare'] as const) {
      await expectStatus(
        server.tokens[who],
        [...partnerEndpoints(mine.id, mine.email), ...adminEndpoints(mine.id), ['GET', 'channel-partner/profile']],
        403,
      );
    }
  });

  it("a partner gets 403 on another partner's profile, sections and history, and on the admin's calls", async () => {
    await expectStatus(mine.token, partnerEndpoints(theirs.id, theirs.email), 403);
    await expectStatus(mine.token, adminEndpoints(mine.id), 403);
    const before = await json(server.tokens.admin, 'GET', `channel-partner/getById/${theirs.id}`);
    expect(before.services).toEqual([]);
    expect(before.serviceAreaIds).toEqual([]);
  });

  it(
    "the booking's partner search admits whoever books: " +
      'admin and customer care (an Active dealer: requests.booking.test.ts)',
    async () => {
      // The booking form's own search, and the spec's (Active partners only for care: channelPartners.list.test.ts).
      const search: Endpoint[] = [
        ['GET', `channel-partner/service/SID101/area/${encodeURIComponent(AREAS.mgRoad)}`],
        ['POST', 'channel-partner/getByPaginationAndFilter', {}],
      ];
      await expectStatus(server.tokens.admin, search, 200);
      await expectStatus(server.tokens.customerCare, search, 200);
      // The test dealer user has no dealer record, so it is not an Active dealer.
      for (const token of [server.tokens.technician, server.tokens.dealer, mine.token])
        await expectStatus(token, search, 403);
    },
  );

  it('a partner reads its own profile and history', async () => {
    expect((await json(mine.token, 'GET', `channel-partner/getById/${mine.id}`)).id).toBe(mine.id);
    expect((await json(mine.token, 'GET', 'channel-partner/profile')).id).toBe(mine.id);
    expect(
      (await json(mine.token, 'GET', `activityLogs/${mine.id}`)).map((entry: { activity: string }) => entry.activity),
    ).toEqual(['Invitation link verified', 'Invitation sent', 'Invitation created']);
    expect((await call(mine.token, 'GET', 'activityLogs/BID101')).statusCode).toBe(403);
  });

  it('a channel-partner user without a partner record has no profile', async () => {
    const response = await call(server.tokens.channelPartner, 'GET', 'channel-partner/profile');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Channel Partner not found' });
    expect((await call(server.tokens.channelPartner, 'GET', `channel-partner/getById/${mine.id}`)).statusCode).toBe(
      403,
    );
    expect((await call(server.tokens.channelPartner, 'GET', `activityLogs/${mine.id}`)).statusCode).toBe(403);
  });

  it('an admin gets 404 for an unknown partner and 409 when changing a revoked one', async () => {
    const missing = await call(server.tokens.admin, 'GET', 'channel-partner/getById/CP999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Channel Partner not found' });
    expect(
      (
        await call(server.tokens.admin, 'PATCH', 'channel-partner/CP999999/service', {
          id: 'SID101',
          dailyCallCapacity: 2,
        })
      ).statusCode,
    ).toBe(404);

    const invited = await json(
      server.tokens.admin,
      'POST',
      'channel-partner/sendInvite',
      inviteForm('revoked@greenfix.in'),
      201,
    );
    await json(server.tokens.admin, 'POST', 'channel-partner/revokeInvite/', { id: invited.id });
    const refused = await call(server.tokens.admin, 'PATCH', `channel-partner/${invited.id}/service`, {
      id: 'SID101',
      dailyCallCapacity: 2,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(STATUS_MESSAGES.notEditable);
  });
});

describe('API description', () => {
  it('documents the channel-partner calls once each, verify without a bearer', async () => {
    const paths = (
      server.app.swagger() as unknown as { paths: Record<string, Record<string, { security?: unknown[] }>> }
    ).paths;
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining([
        '/api/channel-partner/getById/{id}',
        '/api/channel-partner/{id}/dayAreas/{dayAreaId}',
        '/api/channel-partner/emailExist/',
      ]),
    );
    expect(paths['/api/channel-partner/emailExist']).toBeUndefined();
    expect(paths['/api/channel-partner/verify'].post.security).toBeUndefined();
    expect(paths['/api/channel-partner/sendInvite'].post.security).toEqual([{ bearer: [] }]);
  });
});
