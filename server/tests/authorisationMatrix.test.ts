import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '../../domain/roles';
import type { CataloguedRoute } from '../src/platform/routeCatalogue';
import { expecting, startPartnerServer, type OnboardedPartner } from './channelPartners.helpers';
import { activePartner } from './requests.helpers';
import { bearer } from './support/testServer';
import { activeDealer, onboardDealer } from './dealers.helpers';
import { addTechnician, completeSections, digitsOf, technicianSignIn } from './technicians.helpers';

/**
 * Who may call what, for every route of `app.routeCatalogue` (not a hand-written list, so a route added later is
 * checked the day it is added): anonymous 401, a token without a role or with a role the route does not admit 403,
 * whatever the body; an admitted caller is let through; a channel partner is refused another partner's id.
 */

// One server for the whole file, started while the file is collected: the tables below are built from its catalogue.
const server = await startPartnerServer();
afterAll(() => server.close());

const { app } = server;
// Active partners, so each can add a technician of its own.
const mine: OnboardedPartner = await activePartner(server, 'matrix-mine@greenfix.in', 'Matrix Mine Repairs');
const theirs: OnboardedPartner = await activePartner(server, 'matrix-theirs@greenfix.in', 'Matrix Theirs Repairs');
const mineTechnician = await addTechnician(server, mine.token, { id: mine.id, name: 'Matrix Mine Repairs' });
const theirsTechnician = await addTechnician(server, theirs.token, { id: theirs.id, name: 'Matrix Theirs Repairs' });
// Mine is approved and signed in: the technician routes that admit technicians are tried with its own id and another's.
await completeSections(server, mineTechnician.id);
await expecting(server)(mine.token, 'POST', `technician/${mineTechnician.id}/submit`);
await expecting(server)(server.tokens.admin, 'PUT', 'technician/status', {
  id: mineTechnician.id,
  status: 'Active',
  remark: 'Matrix',
});
const mineTechnicianToken = await technicianSignIn(server, digitsOf(mineTechnician.mobile));
// Two signed-in dealers: the dealer routes that take a dealer's own id are tried with its own id and another's.
const mineDealer = await onboardDealer(server, 'matrix-mine@dealer.in');
const theirsDealer = await onboardDealer(server, 'matrix-theirs@dealer.in');
// An Active dealer, for the routes a dealer may call only while Active (booking and the booking form's calls).
const bookingDealer = await activeDealer(server, 'matrix-active@dealer.in');

const ownerKindOf = (route: CataloguedRoute) => (route.access !== 'public' ? route.access.ownerKind : undefined);

/** The owner ids a route's owner param takes: partners' own ids, their technicians' ids, or dealers' own ids. */
function ownerIdsOf(route: CataloguedRoute): { mine: string; theirs: string } {
  const kind = ownerKindOf(route);
  if (kind === 'dealer') return { mine: mineDealer.id, theirs: theirsDealer.id };
  return kind === 'technician'
    ? { mine: mineTechnician.id, theirs: theirsTechnician.id }
    : { mine: mine.id, theirs: theirs.id };
}

/** Who owns a route's owner ids: a channel partner (its own id, its technicians), or a dealer (its own id). */
const ownerOf = (route: CataloguedRoute) =>
  ownerKindOf(route) === 'dealer'
    ? { name: 'dealer', token: mineDealer.token }
    : { name: 'channel partner', token: mine.token };

/** A staff user in no group at all: signed in, but with no role. */
const roleLessToken = await (async () => {
  const username = `no-role-${randomUUID().slice(0, 8)}@reloop.test`;
  const password = 'Test@12345';
  await app.ctx.identity.createUser({
    pool: 'staff',
    username,
    password,
    groups: [],
    attributes: { email: username, email_verified: 'true' },
  });
  return server.signIn('staff', username, password);
})();

type CallerName = 'anonymous' | 'role-less' | keyof typeof ROLES;

/** The callers of the matrix: their token and the role they hold. */
const CALLERS: { name: CallerName; token?: string; role?: Role }[] = [
  { name: 'anonymous' },
  { name: 'role-less', token: roleLessToken },
  // The channel partner is a real, onboarded one, so an admitted partner call goes as far as its own profile.
  ...(Object.keys(ROLES) as (keyof typeof ROLES)[]).map((name) => ({
    name,
    role: ROLES[name],
    token: name === 'channelPartner' ? mine.token : server.tokens[name],
  })),
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies a refused caller sends: the refusal must come before the body is read. */
const GARBAGE_BODIES: { name: string; contentType: string; payload: string }[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"__proto__": {"admin": true}, "id": ' },
  { name: 'empty body', contentType: 'application/json', payload: '' },
  {
    name: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n\u0000\r\n',
  },
];

/**
 * Plausible values for a route's params: the owner param gets an owner id (mine by default), the rest placeholders (a
 * 404 is fine).
 */
function urlOf(route: CataloguedRoute, ownerId = ownerIdsOf(route).mine): string {
  const ownerParam = route.access !== 'public' ? route.access.ownerParam : undefined;
  return route.url
    .replace(/:(\w+)/g, (_all, name: string) =>
      name === ownerParam ? ownerId : name === 'id' ? ownerId : encodeURIComponent(placeholder(name)),
    )
    .replace(/\*$/, 'missing/placeholder.pdf');
}

function placeholder(name: string): string {
  if (/email/i.test(name)) return 'nobody@reloop.test';
  if (/mobile/i.test(name)) return '9000000000';
  if (/code/i.test(name)) return 'HDFC0000001';
  if (/area/i.test(name)) return '560001#Mahatma Gandhi Road';
  if (/day/i.test(name)) return '1';
  return `${name}-placeholder`;
}

function request(
  route: CataloguedRoute,
  token: string | undefined,
  body?: { contentType: string; payload: string },
  ownerId?: string,
): InjectOptions {
  const sendsBody = BODY_METHODS.has(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, ownerId),
    headers: { ...(token && bearer(token)), ...(sendsBody && body && { 'content-type': body.contentType }) },
    ...(sendsBody && body && { payload: body.payload }),
  };
}

const admitted = (route: CataloguedRoute, role: Role | undefined) =>
  route.access === 'public' || (role !== undefined && route.access.roles.includes(role));
const describeRoute = (route: CataloguedRoute) => `${route.method} ${route.url}`;
const catalogue = [...app.routeCatalogue];
const guarded = catalogue.filter((route) => route.access !== 'public');
const owned = guarded.filter((route) => route.access !== 'public' && route.access.ownerParam);

describe('the route catalogue', () => {
  it('lists every route under /api, each with its callers', () => {
    expect(catalogue.length).toBeGreaterThan(80);
    for (const route of catalogue) {
      expect(route.url.startsWith('/api/'), describeRoute(route)).toBe(true);
      if (route.access === 'public') continue;
      expect(route.access.roles.length, describeRoute(route)).toBeGreaterThan(0);
      for (const role of route.access.roles) expect(ALL_ROLES, describeRoute(route)).toContain(role);
      if (route.access.ownerParam) expect(route.url, describeRoute(route)).toContain(`:${route.access.ownerParam}`);
    }
  });

  it('has every route of the OpenAPI document under /api', () => {
    const document = app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const listed = new Set(catalogue.map(describeRoute));
    const documented = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/'))
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      );
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((route) => !listed.has(route))).toEqual([]);
  });
});

describe.each(catalogue.map((route) => [describeRoute(route), route] as const))('%s', (_name, route) => {
  const refused = CALLERS.filter((caller) => !admitted(route, caller.role));

  if (refused.length > 0) {
    it.each(refused.map((caller) => [caller.name, caller] as const))(
      'refuses %s, whatever the body',
      async (_caller, caller) => {
        const expected = caller.token ? 403 : 401;
        for (const body of BODY_METHODS.has(route.method) ? GARBAGE_BODIES : [undefined]) {
          const response = await app.inject(request(route, caller.token, body));
          expect(
            response.statusCode,
            `${describeRoute(route)} as ${caller.name}${body ? ` with ${body.name}` : ''}: ${response.body}`,
          ).toBe(expected);
          expect(response.json(), response.body).toEqual({ message: expect.any(String) });
        }
      },
    );
  }

  if (route.access === 'public') {
    it('answers an anonymous caller', async () => {
      const response = await app.inject(request(route, undefined, { contentType: 'application/json', payload: '{}' }));
      expect([401, 403], `${describeRoute(route)}: ${response.body}`).not.toContain(response.statusCode);
    });
  } else {
    // The admin where the route admits one, otherwise the first role it admits: let through the guard (whatever comes
    // after).
    const role = route.access.roles.includes(ROLES.admin) ? ROLES.admin : route.access.roles[0];
    const caller = CALLERS.find((c) => c.role === role)!;
    it(`lets ${caller.name} through the guard`, async () => {
      const response = await app.inject(
        request(route, caller.token, { contentType: 'application/json', payload: '{}' }),
      );
      expect([401, 403], `${describeRoute(route)} as ${caller.name}: ${response.body}`).not.toContain(
        response.statusCode,
      );
    });
  }
});

describe.each(owned.map((route) => [describeRoute(route), route] as const))('%s (owned)', (_name, route) => {
  const ids = ownerIdsOf(route);
  const owner = ownerOf(route);

  it(
    `refuses its owner (${owner.name}) another owner's id (another partner, ` +
      `its technician, another dealer), whatever the body`,
    async () => {
      for (const body of BODY_METHODS.has(route.method) ? GARBAGE_BODIES : [undefined]) {
        const response = await app.inject(request(route, owner.token, body, ids.theirs));
        expect(
          response.statusCode,
          `${describeRoute(route)} for another ${owner.name}${body ? ` with ${body.name}` : ''}: ${response.body}`,
        ).toBe(403);
      }
    },
  );

  it(`lets its owner (${owner.name}) call it with its own id (or its own technician)`, async () => {
    const response = await app.inject(
      request(route, owner.token, { contentType: 'application/json', payload: '{}' }, ids.mine),
    );
    expect([401, 403], `${describeRoute(route)} for itself: ${response.body}`).not.toContain(response.statusCode);
  });
});

const technicianOwned = owned.filter(
  (route) =>
    route.access !== 'public' &&
    route.access.ownerKind === 'technician' &&
    route.access.roles.includes(ROLES.technician),
);

describe.each(technicianOwned.map((route) => [describeRoute(route), route] as const))(
  '%s (a technician’s own)',
  (_name, route) => {
    it("refuses a technician another technician's id, and lets it call with its own", async () => {
      const other = await app.inject(request(route, mineTechnicianToken, undefined, theirsTechnician.id));
      expect(other.statusCode, `${describeRoute(route)} for another technician: ${other.body}`).toBe(403);
      const own = await app.inject(
        request(route, mineTechnicianToken, { contentType: 'application/json', payload: '{}' }, mineTechnician.id),
      );
      expect([401, 403], `${describeRoute(route)} for itself: ${own.body}`).not.toContain(own.statusCode);
    });
  },
);

const forActiveDealers = guarded.filter((route) => route.access !== 'public' && route.access.activeDealersOnly);

describe.each(forActiveDealers.map((route) => [describeRoute(route), route] as const))(
  '%s (a dealer only while Active)',
  (_name, route) => {
    it('refuses a dealer that is not Active (Incomplete, or with no dealer record), whatever the body', async () => {
      for (const [dealer, token] of [
        ['an Incomplete dealer', mineDealer.token],
        ['a dealer with no record', server.tokens.dealer],
      ] as const) {
        for (const body of BODY_METHODS.has(route.method) ? GARBAGE_BODIES : [undefined]) {
          const response = await app.inject(request(route, token, body));
          expect(
            response.statusCode,
            `${describeRoute(route)} as ${dealer}${body ? ` with ${body.name}` : ''}: ${response.body}`,
          ).toBe(403);
        }
      }
    });

    it('lets an Active dealer through the guard', async () => {
      const response = await app.inject(
        request(route, bookingDealer.token, { contentType: 'application/json', payload: '{}' }),
      );
      expect([401, 403], `${describeRoute(route)} as an Active dealer: ${response.body}`).not.toContain(
        response.statusCode,
      );
    });
  },
);

it('covers the booking calls a dealer makes only while Active, the partner search among them', () => {
  const rolesOf = (method: string, url: string) => {
    const route = catalogue.find((r) => r.method === method && r.url === url);
    return route && route.access !== 'public' ? [...route.access.roles].sort() : route?.access;
  };
  expect(forActiveDealers.map(describeRoute)).toEqual(
    expect.arrayContaining([
      'POST /api/user/requests',
      'POST /api/channel-partner/getByPaginationAndFilter',
      'GET /api/channel-partner/service/:serviceId/area/:area',
      'GET /api/requests/calendar/timeSlots/channelPartner/:id',
    ]),
  );
  // Whoever books searches partners; a channel partner and a technician do not book (403), and export stays the
  // admin's.
  expect(rolesOf('POST', '/api/channel-partner/getByPaginationAndFilter')).toEqual(
    [ROLES.admin, ROLES.customerCare, ROLES.dealer].sort(),
  );
  expect(rolesOf('POST', '/api/channel-partner/export')).toEqual([ROLES.admin]);
  expect(rolesOf('GET', '/api/channel-partner/filter/data')).toEqual([ROLES.admin]);
});

it('covers the technician routes with technician ids', () => {
  expect(owned.filter((route) => ownerIdsOf(route).mine === mineTechnician.id).length).toBeGreaterThanOrEqual(4);
  expect(technicianOwned.map(describeRoute)).toEqual(
    expect.arrayContaining(['GET /api/technician/:id', 'GET /api/requests/calendar/timeSlots/technician/:id']),
  );
});

it('covers the dealer routes with dealer ids', () => {
  expect(owned.filter((route) => ownerKindOf(route) === 'dealer').map(describeRoute)).toEqual(
    expect.arrayContaining([
      'GET /api/dealer/getById/:id',
      'PATCH /api/dealer/:id/basicDetails',
      'PATCH /api/dealer/:id/document',
      'DELETE /api/dealer/:id/document/:documentId',
      'POST /api/dealer/:id/submit',
    ]),
  );
});

it('covers the reward routes with their roles', () => {
  const rolesOf = (method: string, url: string) => {
    const route = catalogue.find((r) => r.method === method && r.url === url);
    return route && route.access !== 'public' ? [...route.access.roles].sort() : route?.access;
  };
  const ledger = [ROLES.admin, ROLES.channelPartner].sort();
  expect(rolesOf('POST', '/api/rewards')).toEqual([ROLES.admin]);
  for (const url of [
    '/api/rewards/getByPaginationAndFilter',
    '/api/rewards/export',
    '/api/rewards/getRewardTransactionMatrix',
  ])
    expect(rolesOf('POST', url), url).toEqual(ledger);
  expect(rolesOf('GET', '/api/rewards/filtersData')).toEqual(ledger);
  expect(rolesOf('GET', '/api/rewards/:userName/balance')).toEqual(
    [ROLES.admin, ROLES.channelPartner, ROLES.customerCare].sort(),
  );
});

it('covers the account-deletion routes with their roles', () => {
  const rolesOf = (method: string, url: string) => {
    const route = catalogue.find((r) => r.method === method && r.url === url);
    return route && route.access !== 'public' ? [...route.access.roles].sort() : route?.access;
  };
  // Raised on the customer's behalf by customer care (there is no customer pool); decided by admins only.
  expect(rolesOf('POST', '/api/user/deletion/requests')).toEqual([ROLES.admin, ROLES.customerCare].sort());
  for (const url of ['/api/user/deletion/requests/getByPaginationAndFilter', '/api/user/deletion/requests/export'])
    expect(rolesOf('POST', url), url).toEqual([ROLES.admin]);
  expect(rolesOf('GET', '/api/user/deletion/requests/filters/data')).toEqual([ROLES.admin]);
  expect(rolesOf('PUT', '/api/user/deletion/requests/:id/status')).toEqual([ROLES.admin]);
});
