import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { SessionStanding } from '../src/identity/embedded/standing';
import { createTokenVerifier } from '../src/platform/tokenVerifier';
import { startListeningServer, type ListeningServer } from './identity.helpers';

let server: ListeningServer;
beforeAll(async () => {
  server = await startListeningServer();
});
afterAll(() => server.close());

const sessions = () => new SessionStanding(server.database.db);

describe('verifying tokens against a JWKS fetched over HTTP (the Amazon Cognito path)', () => {
  it('accepts an access token whose key is published at the pool JWKS URL and reads its role', async () => {
    const verify = createTokenVerifier({ pools: Object.values(server.app.ctx.pools), standing: sessions().check });
    const user = await verify(server.tokens.channelPartner);
    expect(user).toMatchObject({ pool: 'staff', role: ROLES.channelPartner, groups: [ROLES.channelPartner] });
    expect((await verify(server.tokens.technician)).pool).toBe('technician');
  });

  it('refuses a token from an issuer that is not configured', async () => {
    const staffOnly = createTokenVerifier({ pools: [server.app.ctx.pools.staff], standing: sessions().check });
    await expect(staffOnly(server.tokens.technician)).rejects.toMatchObject({
      statusCode: 401,
      message: 'Invalid authorization token',
    });
  });
});
