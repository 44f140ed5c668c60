import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const userDetails = (headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: '/api/users/getUserDetails', headers });

function tamper(token: string, change: (payload: Record<string, unknown>) => void) {
  const [header, payload, signature] = token.split('.');
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  change(claims);
  return [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
}

describe('the API guard with embedded-identity tokens', () => {
  it('accepts an access token of the embedded pool', async () => {
    const response = await userDetails(bearer(server.tokens.admin));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ scope: ROLES.admin, groups: [ROLES.admin] });
  });

  it('refuses a missing, malformed, tampered, expired or id token with 401', async () => {
    expect((await userDetails()).statusCode).toBe(401);
    expect((await userDetails({ authorization: 'Bearer undefined' })).statusCode).toBe(401);
    expect((await userDetails({ authorization: 'Bearer abc.def.ghi' })).statusCode).toBe(401);

    const promoted = tamper(server.tokens.channelPartner, (claims) => (claims['cognito:groups'] = [ROLES.admin]));
    const tampered = await userDetails(bearer(promoted));
    expect(tampered.statusCode).toBe(401);
    expect(tampered.json()).toEqual({ message: 'Invalid authorization token' });

    const { kid, privateKey } = server.app.ctx.keys!.signingKey();
    const { issuer, userPoolClientId } = server.app.ctx.pools.staff;
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({
      token_use: 'access',
      client_id: userPoolClientId,
      username: 'x@reloop.test',
      origin_jti: 'x',
    })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject('00000000-0000-0000-0000-000000000000')
      .setIssuer(issuer)
      .setIssuedAt(now - 7200)
      .setExpirationTime(now - 3600)
      .sign(privateKey);
    expect((await userDetails(bearer(expired))).json()).toEqual({ message: 'Expired token' });

    await server.app.ctx.identity.createUser({
      pool: 'staff',
      username: 'guard@reloop.test',
      password: 'Guard@1234',
      groups: [ROLES.admin],
    });
    const signIn = await server.app.inject({
      method: 'POST',
      url: '/identity/',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
      },
      payload: {
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: userPoolClientId,
        AuthParameters: { USERNAME: 'guard@reloop.test', PASSWORD: 'Guard@1234' },
      },
    });
    const idToken = signIn.json().AuthenticationResult.IdToken as string;
    expect((await userDetails(bearer(idToken))).statusCode).toBe(401);
  });

  it(
    'the technician-number check is public and answers 404 ' + '"Mobile Number does not exist" for an unknown number',
    async () => {
      const unknown = await server.app.inject({ method: 'GET', url: '/api/users/technician/otp/9876543210' });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ message: 'Mobile Number does not exist' });

      const technician = (
        await server.app.ctx.identity.findUsers({
          username: undefined,
          email: undefined,
          sub: tokenSub(server.tokens.technician),
        })
      )[0];
      const known = await server.app.inject({
        method: 'GET',
        url: `/api/users/technician/otp/${technician.username.slice(3)}`,
      });
      expect(known.statusCode).toBe(200);
      expect(known.json()).toEqual({ exists: true });

      const invalid = await server.app.inject({ method: 'GET', url: '/api/users/technician/otp/98765' });
      expect(invalid.statusCode).toBe(400);
      expect(invalid.json()).toMatchObject({ errors: { mobile: 'Mobile Number must be exactly 10 characters' } });
    },
  );

  it('the outbox is for web admins only', async () => {
    expect((await server.app.inject({ method: 'GET', url: '/api/outbox' })).statusCode).toBe(401);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(server.tokens.channelPartner) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(server.tokens.technician) }))
        .statusCode,
    ).toBe(403);
    expect(
      (await server.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(server.tokens.admin) })).statusCode,
    ).toBe(200);
  });

  it('serves the JWKS of each embedded pool and 404 for an unknown pool', async () => {
    const { userPoolId } = server.app.ctx.pools.technician;
    const jwks = await server.app.inject({ method: 'GET', url: `/identity/${userPoolId}/.well-known/jwks.json` });
    expect(jwks.statusCode).toBe(200);
    expect(jwks.json().keys[0]).toMatchObject({
      kty: 'RSA',
      alg: 'RS256',
      use: 'sig',
      kid: server.app.ctx.keys!.signingKey().kid,
    });
    expect(jwks.json().keys[0].d).toBeUndefined();
    expect(
      (await server.app.inject({ method: 'GET', url: '/identity/ap-south-1_Nope/.well-known/jwks.json' })).statusCode,
    ).toBe(404);
  });
});

function tokenSub(token: string): string {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).sub;
}
