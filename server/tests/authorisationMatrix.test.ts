import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { ALL_ROLES, ROLES, type Role } from '../../domain/roles';
import type { CataloguedRoute } from '../src/platform/routeCatalogue';
import { onboardPartner, startPartnerServer, type OnboardedPartner } from './channelPartners.helpers';
import { bearer } from './support/testServer';

/**
 * Who may call what, for every route of `app.routeCatalogue` (not a hand-written list, so a route added later is
 * checked the day it is added): anonymous 401, a token without a role or with a role the route does not admit 403,
 * whatever the body; an admitted caller is let through; a channel partner is refused another partner's id.
 */

// One server for the whole file, started while the file is collected: the tables below are built from its catalogue.
const server = await startPartnerServer();
afterAll(() => server.close());

const { app } = server;
const mine: OnboardedPartner = await onboardPartner(server, 'matrix-mine@greenfix.in', 'Matrix Mine Repairs');
const theirs: OnboardedPartner = await onboardPartner(server, 'matrix-theirs@greenfix.in', 'Matrix Theirs Repairs');

/** A staff user in no group at all: signed in, but with no role. */
const roleLessToken = await (async () => {
  const username = `no-role-${randomUUID().slice(0, 8)}@reloop.test`;
  const password = 'Test@12345';
  await app.ctx.identity.createUser({ pool: 'staff', username, password, groups: [], attributes: { email: username, email_verified: 'true' } });
  return server.signIn('staff', username, password);
})();

type CallerName = 'anonymous' | 'role-less' | keyof typeof ROLES;

/** The callers of the matrix: their token and the role they hold. */
const CALLERS: { name: CallerName; token?: string; role?: Role }[] = [
  { name: 'anonymous' },
  { name: 'role-less', token: roleLessToken },
  // The channel partner is a real, onboarded one, so an admitted partner call goes as far as its own profile.
  ...(Object.keys(ROLES) as (keyof typeof ROLES)[]).map((name) => ({ name, role: ROLES[name], token: name === 'channelPartner' ? mine.token : server.tokens[name] })),
];

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Bodies a refused caller sends: the refusal must come before the body is read. */
const GARBAGE_BODIES: { name: string; contentType: string; payload: string }[] = [
  { name: 'malformed JSON', contentType: 'application/json', payload: '{"__proto__": {"admin": true}, "id": ' },
  { name: 'empty body', contentType: 'application/json', payload: '' },
  { name: 'multipart without boundary', contentType: 'multipart/form-data', payload: '--x\r\nContent-Disposition: form-data; name="id"\r\n\r\n\u0000\r\n' },
];

/** Plausible values for a route's params: the owner param gets a partner id, the rest placeholders (a 404 is fine). */
function urlOf(route: CataloguedRoute, ownerId = mine.id): string {
  const ownerParam = route.access !== 'public' ? route.access.ownerParam : undefined;
  return route.url
    .replace(/:(\w+)/g, (_all, name: string) => (name === ownerParam ? ownerId : name === 'id' ? ownerId : encodeURIComponent(placeholder(name))))
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

function request(route: CataloguedRoute, token: string | undefined, body?: { contentType: string; payload: string }, ownerId?: string): InjectOptions {
  const sendsBody = BODY_METHODS.has(route.method);
  return {
    method: route.method as InjectOptions['method'],
    url: urlOf(route, ownerId),
    headers: { ...(token && bearer(token)), ...(sendsBody && body && { 'content-type': body.contentType }) },
    ...(sendsBody && body && { payload: body.payload }),
  };
}

const admitted = (route: CataloguedRoute, role: Role | undefined) => route.access === 'public' || (role !== undefined && route.access.roles.includes(role));
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
      .flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path.replace(/\{\*\}/g, '*').replace(/\{(\w+)\}/g, ':$1')}`));
    expect(documented.length).toBeGreaterThan(80);
    expect(documented.filter((route) => !listed.has(route))).toEqual([]);
  });
});

describe.each(catalogue.map((route) => [describeRoute(route), route] as const))('%s', (_name, route) => {
  const refused = CALLERS.filter((caller) => !admitted(route, caller.role));

  if (refused.length > 0) {
    it.each(refused.map((caller) => [caller.name, caller] as const))('refuses %s, whatever the body', async (_caller, caller) => {
      const expected = caller.token ? 403 : 401;
      for (const body of BODY_METHODS.has(route.method) ? GARBAGE_BODIES : [undefined]) {
        const response = await app.inject(request(route, caller.token, body));
        expect(response.statusCode, `${describeRoute(route)} as ${caller.name}${body ? ` with ${body.name}` : ''}: ${response.body}`).toBe(expected);
        expect(response.json(), response.body).toEqual({ message: expect.any(String) });
      }
    });
  }

  if (route.access === 'public') {
    it('answers an anonymous caller', async () => {
      const response = await app.inject(request(route, undefined, { contentType: 'application/json', payload: '{}' }));
      expect([401, 403], `${describeRoute(route)}: ${response.body}`).not.toContain(response.statusCode);
    });
  } else {
    // The admin where the route admits one, otherwise the first role it admits: let through the guard (whatever comes after).
    const role = route.access.roles.includes(ROLES.admin) ? ROLES.admin : route.access.roles[0];
    const caller = CALLERS.find((c) => c.role === role)!;
    it(`lets ${caller.name} through the guard`, async () => {
      const response = await app.inject(request(route, caller.token, { contentType: 'application/json', payload: '{}' }));
      expect([401, 403], `${describeRoute(route)} as ${caller.name}: ${response.body}`).not.toContain(response.statusCode);
    });
  }
});

describe.each(owned.map((route) => [describeRoute(route), route] as const))('%s (owned)', (_name, route) => {
  it("refuses a channel partner another partner's id, whatever the body", async () => {
    for (const body of BODY_METHODS.has(route.method) ? GARBAGE_BODIES : [undefined]) {
      const response = await app.inject(request(route, mine.token, body, theirs.id));
      expect(response.statusCode, `${describeRoute(route)} for another partner${body ? ` with ${body.name}` : ''}: ${response.body}`).toBe(403);
    }
  });

  it('lets a channel partner call it with its own id', async () => {
    const response = await app.inject(request(route, mine.token, { contentType: 'application/json', payload: '{}' }, mine.id));
    expect([401, 403], `${describeRoute(route)} for itself: ${response.body}`).not.toContain(response.statusCode);
  });
});
