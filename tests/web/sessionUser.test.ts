import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../domain/roles';
import { forgetSessionUser, loadSessionUser } from '../../src/authProvider/sessionUser';
import type { HttpClient } from '../../src/dataProvider/httpClient';

const claims = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../src/authProvider/session', () => ({
  idTokenClaims: async () => claims.current,
  scopeOf: (c: Record<string, unknown> | undefined) => (c?.['cognito:groups'] as string[] | undefined)?.[0],
}));

const details = (profile: object, attributes: Record<string, string> = {}, organization: string | null = null) =>
  vi.fn(async () => ({
    status: 200,
    headers: new Headers(),
    body: '',
    json: { username: 'u', attributes, groups: [], organization, profile },
  })) as unknown as HttpClient;
const noDetails = vi.fn(async () => Promise.reject(new Error('network down'))) as unknown as HttpClient;

beforeEach(() => forgetSessionUser());

describe('the session user', () => {
  it('carries organization and first_login besides id, avatar, e-mail, name, scope and the partner', async () => {
    claims.current = {
      sub: 's-1',
      email: 'owner@greenfix.in',
      name: 'Asha Rao',
      'cognito:groups': [ROLES.channelPartner],
      'custom:first_login': 'true',
    };
    expect(
      await loadSessionUser(details({ cpId: 'CP1001', cpName: 'GreenFix Services' }, {}, 'GreenFix Services')),
    ).toMatchObject({
      id: 's-1',
      email: 'owner@greenfix.in',
      fullName: 'Asha Rao',
      scope: ROLES.channelPartner,
      cpId: 'CP1001',
      cpName: 'GreenFix Services',
      organization: 'GreenFix Services',
      first_login: true,
    });
  });

  it.each([
    ['a technician', ROLES.technician, { technicianId: 'TECH1001' }, 'GreenFix Services'],
    ['a dealer', ROLES.dealer, { dealerId: 'DLR1001', dealerStatus: 'Active' }, 'Sharma Electronics'],
    ['an admin', ROLES.admin, {}, 'Reloop Technologies'],
    ['customer care', ROLES.customerCare, {}, 'Reloop Technologies'],
  ])(
    'gives %s the organization the server names (its partner, its firm, the company)',
    async (_who, role, profile, organization) => {
      claims.current = { sub: `s-${role}`, 'cognito:groups': [role], 'custom:organization': 'What the token said' };
      expect(await loadSessionUser(details(profile, {}, organization))).toMatchObject({ scope: role, organization });
    },
  );

  it(
    'has no organization when the server names none (a dealer user without a record), ' + 'whatever the token says',
    async () => {
      claims.current = { sub: 's-3', 'cognito:groups': [ROLES.dealer], 'custom:organization': 'Stale Name' };
      expect((await loadSessionUser(details({ dealerId: null })))?.organization).toBeUndefined();
    },
  );

  it(
    'takes the organization the identity names when the user details cannot be read, ' +
      'and first_login false once the password is set',
    async () => {
      claims.current = {
        sub: 's-2',
        email: 'admin@reloop.in',
        'cognito:groups': [ROLES.admin],
        'custom:first_login': 'false',
        'custom:organization': 'Reloop',
      };
      expect(await loadSessionUser(noDetails)).toMatchObject({ organization: 'Reloop', first_login: false });
    },
  );
});
