import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../domain/roles';
import { forgetSessionUser, loadSessionUser } from '../../src/authProvider/sessionUser';
import type { HttpClient } from '../../src/dataProvider/httpClient';

const claims = vi.hoisted(() => ({ current: {} as Record<string, unknown> }));
vi.mock('../../src/authProvider/session', () => ({
  idTokenClaims: async () => claims.current,
  scopeOf: (c: Record<string, unknown> | undefined) => (c?.['cognito:groups'] as string[] | undefined)?.[0],
}));

const details = (profile: object, attributes: Record<string, string> = {}) =>
  vi.fn(async () => ({ status: 200, headers: new Headers(), body: '', json: { username: 'u', attributes, groups: [], profile } })) as unknown as HttpClient;

beforeEach(() => forgetSessionUser());

describe('the session user (spec 000 §3 "Session user")', () => {
  it('carries organization and first_login besides id, avatar, e-mail, name, scope and the partner', async () => {
    claims.current = { sub: 's-1', email: 'owner@greenfix.in', name: 'Asha Rao', 'cognito:groups': [ROLES.channelPartner], 'custom:first_login': 'true' };
    expect(await loadSessionUser(details({ cpId: 'CP1001', cpName: 'GreenFix Services' }))).toMatchObject({
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

  it('takes the organization the identity names, and first_login false once the password is set', async () => {
    claims.current = { sub: 's-2', email: 'admin@reloop.in', 'cognito:groups': [ROLES.admin], 'custom:first_login': 'false' };
    expect(await loadSessionUser(details({}, { 'custom:organization': 'Reloop' }))).toMatchObject({ organization: 'Reloop', first_login: false });
  });
});
