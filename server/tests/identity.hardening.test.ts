import { and, eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_LOCK_SECONDS } from '../../domain/identityMessages';
import { ROLES } from '../../domain/roles';
import { identityThrottle, identityUsers, type IdentityThrottleRule } from '../src/db/schema';
import { addressSubject, secondsUntilReset, userSubject } from '../src/identity/embedded/throttle';
import type { PoolName } from '../src/identity/pools';
import { backdateCodeSend, latestCode, messageCount } from './identity.helpers';
import { bearer, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const PASSWORD = 'Start@1234';
const WRONG = 'Wrong@1234';
let addresses = 0;
/** Each test calls from its own client address, so the per-address count of one does not reach into another. */
const newAddress = () => `198.51.100.${(addresses += 1)}`;

async function identity(operation: string, body: Record<string, unknown>, address: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/identity/',
    remoteAddress: address,
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
    },
    payload: body,
  });
  return { status: response.statusCode, body: response.json() };
}

const clientId = (pool: PoolName = 'staff') => server.app.ctx.pools[pool].userPoolClientId;
const signIn = (username: string, password: string, address: string) =>
  identity(
    'InitiateAuth',
    {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId(),
      AuthParameters: { USERNAME: username, PASSWORD: password },
    },
    address,
  );
const forgotPassword = (username: string, address: string, pool: PoolName = 'staff') =>
  identity('ForgotPassword', { ClientId: clientId(pool), Username: username }, address);
const userDetails = (token: string) =>
  server.app.inject({ method: 'GET', url: '/api/users/getUserDetails', headers: bearer(token) });
/** A route that, unlike getUserDetails, does not look the user up itself: only the token verifier can refuse. */
const outbox = (token: string) => server.app.inject({ method: 'GET', url: '/api/outbox', headers: bearer(token) });

const INCORRECT = { __type: 'NotAuthorizedException', message: 'Incorrect username or password.' };
const ATTEMPTS_EXCEEDED = { __type: 'NotAuthorizedException', message: 'Password attempts exceeded' };
/** A refused send says when to retry: the rest of the hour's window, or of the day's. */
const ATTEMPT_LIMIT = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try again in 60 minutes.',
};
const RESEND_LIMIT = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try again in 30 seconds.',
};
const DAY_LIMIT = {
  __type: 'LimitExceededException',
  message: 'Attempt limit exceeded, please try again in 24 hours.',
};
const INVALID_TOKEN = { message: 'Invalid authorization token' };

async function createStaff(username: string) {
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username,
    password: PASSWORD,
    groups: [ROLES.admin],
    attributes: { email: username, email_verified: 'true' },
  });
}

async function signedIn(username: string) {
  const { status, body } = await signIn(username, PASSWORD, newAddress());
  expect(status).toBe(200);
  return body.AuthenticationResult as { AccessToken: string; RefreshToken: string };
}

/** Ends a lock or a counting window by moving it into the past, instead of waiting for it. */
async function endWindow(rule: IdentityThrottleRule, subject: string) {
  await server.database.db
    .update(identityThrottle)
    .set({ resetsAt: sql`now() - interval '1 second'` })
    .where(and(eq(identityThrottle.rule, rule), eq(identityThrottle.subject, subject)));
}

const staffSubject = (username: string) => userSubject(server.app.ctx.pools.staff, username);

describe('sign-up', () => {
  it(
    'SignUp on the staff pool is refused as Cognito refuses it ' +
      'when only administrators create users, and creates nobody',
    async () => {
      const { status, body } = await identity(
        'SignUp',
        {
          ClientId: clientId(),
          Username: 'walkin@reloop.test',
          Password: 'Join@12345',
          UserAttributes: [{ Name: 'email', Value: 'walkin@reloop.test' }],
        },
        newAddress(),
      );
      expect(status).toBe(400);
      expect(body).toEqual({ __type: 'NotAuthorizedException', message: 'SignUp is not permitted for this user pool' });
      expect(await server.app.ctx.identity.getUser('staff', 'walkin@reloop.test')).toBeNull();
    },
  );
});

describe('failed passwords', () => {
  it(
    'five wrong passwords lock the account for 15 minutes: ' +
      'the sixth attempt is refused even with the right password, from any address, until the lock ends',
    async () => {
      await createStaff('locked@reloop.test');
      const address = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1)
        expect((await signIn('locked@reloop.test', WRONG, address)).body).toEqual(INCORRECT);

      expect(await signIn('locked@reloop.test', PASSWORD, address)).toEqual({ status: 400, body: ATTEMPTS_EXCEEDED });
      expect((await signIn('locked@reloop.test', PASSWORD, newAddress())).body).toEqual(ATTEMPTS_EXCEEDED);

      await endWindow('passwordFailuresPerAccount', staffSubject('locked@reloop.test'));
      expect((await signIn('locked@reloop.test', PASSWORD, address)).status).toBe(200);
    },
  );

  it(
    'a lock ends PASSWORD_LOCK_SECONDS after the wrong password that started it at the latest: ' +
      'refused attempts do not prolong it (the console says that time)',
    async () => {
      await createStaff('patient@reloop.test');
      const address = newAddress();
      for (let attempt = 1; attempt <= 5; attempt += 1) await signIn('patient@reloop.test', WRONG, address);
      const key = ['passwordFailuresPerAccount', staffSubject('patient@reloop.test')] as const;
      const locked = await secondsUntilReset(server.database.db, key);
      expect(locked).toBeGreaterThan(PASSWORD_LOCK_SECONDS - 60);
      expect(locked).toBeLessThanOrEqual(PASSWORD_LOCK_SECONDS);
      for (const password of [WRONG, PASSWORD, WRONG])
        expect((await signIn('patient@reloop.test', password, address)).body).toEqual(ATTEMPTS_EXCEEDED);
      expect(await secondsUntilReset(server.database.db, key)).toBeLessThanOrEqual(locked);
    },
  );

  it(
    'a right password clears the account count: four failures, ' + 'a success, four more failures still do not lock',
    async () => {
      await createStaff('forgetful@reloop.test');
      const address = newAddress();
      for (let round = 1; round <= 2; round += 1) {
        for (let attempt = 1; attempt <= 4; attempt += 1)
          expect((await signIn('forgetful@reloop.test', WRONG, address)).body).toEqual(INCORRECT);
        expect((await signIn('forgetful@reloop.test', PASSWORD, address)).status).toBe(200);
      }
    },
  );

  it('an unknown username locks after five failures too, so the lock does not tell which accounts exist', async () => {
    const address = newAddress();
    for (let attempt = 1; attempt <= 5; attempt += 1)
      expect((await signIn('ghost@reloop.test', WRONG, address)).body).toEqual(INCORRECT);
    expect((await signIn('ghost@reloop.test', WRONG, address)).body).toEqual(ATTEMPTS_EXCEEDED);
  });

  it(
    'twenty failures from one address within 15 minutes, whatever the usernames, ' +
      'refuse that address even a right password until its lock ends',
    async () => {
      await createStaff('office@reloop.test');
      const spraying = newAddress();
      for (let attempt = 1; attempt <= 20; attempt += 1)
        expect((await signIn(`guess${attempt}@reloop.test`, WRONG, spraying)).body).toEqual(INCORRECT);

      expect(await signIn('office@reloop.test', PASSWORD, spraying)).toEqual({ status: 400, body: ATTEMPTS_EXCEEDED });
      expect((await signIn('office@reloop.test', PASSWORD, newAddress())).status).toBe(200);

      await endWindow('passwordFailuresPerAddress', addressSubject(spraying));
      expect((await signIn('office@reloop.test', PASSWORD, spraying)).status).toBe(200);
    },
  );

  it('the third wrong one-time code still ends the technician sign-in', async () => {
    await server.app.ctx.identity.createUser({
      pool: 'technician',
      username: '+919812300001',
      groups: [ROLES.technician],
      attributes: { phone_number: '+919812300001' },
    });
    const address = newAddress();
    const started = await identity(
      'InitiateAuth',
      { AuthFlow: 'CUSTOM_AUTH', ClientId: clientId('technician'), AuthParameters: { USERNAME: '9812300001' } },
      address,
    );
    let session = started.body.Session as string;
    const answer = () =>
      identity(
        'RespondToAuthChallenge',
        {
          ClientId: clientId('technician'),
          ChallengeName: 'CUSTOM_CHALLENGE',
          Session: session,
          ChallengeResponses: { USERNAME: '+919812300001', ANSWER: 'x' },
        },
        address,
      );
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const again = await answer();
      expect(again.body.ChallengeName).toBe('CUSTOM_CHALLENGE');
      session = again.body.Session;
    }
    expect((await answer()).body).toEqual(INCORRECT);
  });
});

describe('code sends', () => {
  /** Sends a code, then moves the send 31 s back so the 30 s resend wait does not hide the cap. */
  async function sendReset(username: string, address: string) {
    const answer = await forgotPassword(username, address);
    await backdateCodeSend(server, username, 'forgotPassword');
    return answer;
  }

  it(
    'password-reset codes are capped at 5 an hour and 10 a day ' +
      'per user (LimitExceededException), and nothing more is sent',
    async () => {
      await createStaff('often@reloop.test');
      const address = newAddress();
      for (let send = 1; send <= 5; send += 1) expect((await sendReset('often@reloop.test', address)).status).toBe(200);
      expect(await forgotPassword('often@reloop.test', address)).toEqual({ status: 400, body: ATTEMPT_LIMIT });
      expect(await messageCount(server, 'often@reloop.test')).toBe(5);

      await endWindow('codeSendsPerHour', staffSubject('often@reloop.test'));
      for (let send = 6; send <= 10; send += 1)
        expect((await sendReset('often@reloop.test', address)).status).toBe(200);
      await endWindow('codeSendsPerHour', staffSubject('often@reloop.test'));
      expect((await forgotPassword('often@reloop.test', address)).body).toEqual(DAY_LIMIT);
      expect(await messageCount(server, 'often@reloop.test')).toBe(10);
    },
  );

  it('technician sign-in codes count against the same hourly cap', async () => {
    await server.app.ctx.identity.createUser({
      pool: 'technician',
      username: '+919812300002',
      groups: [ROLES.technician],
      attributes: { phone_number: '+919812300002' },
    });
    const address = newAddress();
    const requestCode = () =>
      identity(
        'InitiateAuth',
        { AuthFlow: 'CUSTOM_AUTH', ClientId: clientId('technician'), AuthParameters: { USERNAME: '+919812300002' } },
        address,
      );
    for (let send = 1; send <= 5; send += 1) {
      expect((await requestCode()).body.ChallengeName).toBe('CUSTOM_CHALLENGE');
      await backdateCodeSend(server, '+919812300002', 'signIn');
    }
    expect((await requestCode()).body).toEqual(ATTEMPT_LIMIT);
    expect(await messageCount(server, '+919812300002')).toBe(5);
  });
});

describe('no user enumeration', () => {
  it(
    'unknown and known users get the same ForgotPassword answer and the same 30 s wait; ' +
      'only the known one is sent a code',
    async () => {
      await createStaff('kiran@reloop.test');
      const address = newAddress();
      const known = await forgotPassword('kiran@reloop.test', address);
      const unknown = await forgotPassword('kumar@reloop.test', address);
      expect(known).toEqual({
        status: 200,
        body: { CodeDeliveryDetails: { Destination: 'k***@r***', DeliveryMedium: 'EMAIL', AttributeName: 'email' } },
      });
      expect(unknown).toEqual(known);
      expect(await forgotPassword('kumar@reloop.test', address)).toEqual(
        await forgotPassword('kiran@reloop.test', address),
      );
      expect(await messageCount(server, 'kiran@reloop.test')).toBe(1);
      expect(await messageCount(server, 'kumar@reloop.test')).toBe(0);

      const resend = (username: string) =>
        identity('ResendConfirmationCode', { ClientId: clientId(), Username: username }, address);
      expect(await resend('kumar@reloop.test')).toEqual(await resend('kiran@reloop.test'));
      expect((await resend('kiran@reloop.test')).body).toEqual(RESEND_LIMIT);
      expect(await messageCount(server, 'kiran@reloop.test')).toBe(1);
    },
  );

  it('an unknown technician number gets a masked SMS destination, as a known one would', async () => {
    expect((await forgotPassword('9000000009', newAddress(), 'technician')).body).toEqual({
      CodeDeliveryDetails: { Destination: '+********0009', DeliveryMedium: 'SMS', AttributeName: 'phone_number' },
    });
    expect(await messageCount(server, '+919000000009')).toBe(0);
  });

  it(
    'InitiateAuth answers an unknown user as it answers a wrong password, ' +
      'and takes about as long (the password hash is checked either way)',
    async () => {
      await createStaff('timed@reloop.test');
      const timed = async (username: string) => {
        const started = performance.now();
        const answer = await signIn(username, WRONG, newAddress());
        return { answer, ms: performance.now() - started };
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let round = 0; round < 3; round += 1) {
        const wrongPassword = await timed('timed@reloop.test');
        const noSuchUser = await timed('untimed@reloop.test');
        expect(wrongPassword.answer).toEqual({ status: 400, body: INCORRECT });
        expect(noSuchUser.answer).toEqual(wrongPassword.answer);
        known.push(wrongPassword.ms);
        unknown.push(noSuchUser.ms);
      }
      // Without the decoy hash an unknown user would answer many times faster.
      expect(Math.min(...unknown)).toBeGreaterThan(Math.min(...known) / 3);
    },
  );
});

describe('sign-out and the API', () => {
  it(
    "GlobalSignOut: the API refuses the session's access token at once, " + "and the user's other sessions too",
    async () => {
      await createStaff('leaving@reloop.test');
      const one = await signedIn('leaving@reloop.test');
      const two = await signedIn('leaving@reloop.test');
      expect((await userDetails(one.AccessToken)).statusCode).toBe(200);
      expect((await userDetails(two.AccessToken)).statusCode).toBe(200);

      expect((await identity('GlobalSignOut', { AccessToken: one.AccessToken }, newAddress())).status).toBe(200);
      for (const token of [one.AccessToken, two.AccessToken]) {
        const refused = await userDetails(token);
        expect(refused.statusCode).toBe(401);
        expect(refused.json()).toEqual(INVALID_TOKEN);
      }
      expect((await userDetails((await signedIn('leaving@reloop.test')).AccessToken)).statusCode).toBe(200);
    },
  );

  it(
    "RevokeToken (Amplify's signOut): " +
      "the API refuses that session's access token at once; another session goes on",
    async () => {
      await createStaff('tab@reloop.test');
      const closed = await signedIn('tab@reloop.test');
      const open = await signedIn('tab@reloop.test');
      expect((await userDetails(closed.AccessToken)).statusCode).toBe(200);

      expect(
        (await identity('RevokeToken', { ClientId: clientId(), Token: closed.RefreshToken }, newAddress())).status,
      ).toBe(200);
      const refused = await userDetails(closed.AccessToken);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(INVALID_TOKEN);
      expect((await userDetails(open.AccessToken)).statusCode).toBe(200);
    },
  );
});

describe('a new password ends the sessions opened before it', () => {
  const INVALID_REFRESH = { __type: 'NotAuthorizedException', message: 'Invalid Refresh Token' };
  const refresh = (token: string) =>
    identity('GetTokensFromRefreshToken', { ClientId: clientId(), RefreshToken: token }, newAddress());

  async function expectEnded(session: { AccessToken: string; RefreshToken: string }) {
    const refused = await outbox(session.AccessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_TOKEN);
    expect(await refresh(session.RefreshToken)).toEqual({ status: 400, body: INVALID_REFRESH });
  }

  it(
    'ConfirmForgotPassword: the access and refresh tokens of ' +
      'every earlier session are refused; the new password signs in',
    async () => {
      await createStaff('reset-sessions@reloop.test');
      const laptop = await signedIn('reset-sessions@reloop.test');
      const phone = await signedIn('reset-sessions@reloop.test');
      expect((await outbox(laptop.AccessToken)).statusCode).toBe(200);
      expect((await refresh(phone.RefreshToken)).status).toBe(200);

      expect((await forgotPassword('reset-sessions@reloop.test', newAddress())).status).toBe(200);
      const code = await latestCode(server, 'reset-sessions@reloop.test');
      const reset = await identity(
        'ConfirmForgotPassword',
        {
          ClientId: clientId(),
          Username: 'reset-sessions@reloop.test',
          ConfirmationCode: code,
          Password: 'Reset@12345',
        },
        newAddress(),
      );
      expect(reset.status).toBe(200);

      await expectEnded(laptop);
      await expectEnded(phone);
      expect((await signIn('reset-sessions@reloop.test', 'Reset@12345', newAddress())).status).toBe(200);
    },
  );

  it("ChangePassword: the user's other sessions end; the session that changed it goes on", async () => {
    await createStaff('changer@reloop.test');
    const here = await signedIn('changer@reloop.test');
    const elsewhere = await signedIn('changer@reloop.test');
    expect((await outbox(elsewhere.AccessToken)).statusCode).toBe(200);

    const changed = await identity(
      'ChangePassword',
      { AccessToken: here.AccessToken, PreviousPassword: PASSWORD, ProposedPassword: 'Changed@1234' },
      newAddress(),
    );
    expect(changed.status).toBe(200);

    await expectEnded(elsewhere);
    expect((await outbox(here.AccessToken)).statusCode).toBe(200);
    expect((await refresh(here.RefreshToken)).status).toBe(200);
  });

  it('a password set by an admin (AdminSetUserPassword) ends every session of the user', async () => {
    await createStaff('reissued@reloop.test');
    const session = await signedIn('reissued@reloop.test');
    expect((await outbox(session.AccessToken)).statusCode).toBe(200);

    await server.app.ctx.identity.setPassword('staff', 'reissued@reloop.test', 'Issued@12345', true);

    await expectEnded(session);
  });
});

describe('access tokens the API refuses', () => {
  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

  /** Re-signs a real session's access token with the server's own key, changed as given (undefined drops a claim). */
  async function resigned(token: string, changes: Record<string, unknown> = {}) {
    const { kid, privateKey } = server.app.ctx.keys!.signingKey();
    const claims = Object.fromEntries(
      Object.entries({ ...claimsOf(token), ...changes }).filter(([, value]) => value !== undefined),
    );
    return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid }).sign(privateKey);
  }

  it(
    'a token without exp, with an iat in the future, ' +
      'for another client_id or from another issuer gets 401; the same token signed unchanged is accepted',
    async () => {
      await createStaff('forger@reloop.test');
      const { AccessToken } = await signedIn('forger@reloop.test');
      const now = Math.floor(Date.now() / 1000);
      expect((await userDetails(await resigned(AccessToken))).statusCode).toBe(200);
      expect((await userDetails(await resigned(AccessToken, { iat: now + 30 }))).statusCode).toBe(200);

      for (const changes of [
        { exp: undefined },
        { iat: now + 600 },
        { iat: undefined },
        { client_id: clientId('technician') },
        { iss: 'https://issuer.example/ap-south-1_Other' },
      ]) {
        const refused = await userDetails(await resigned(AccessToken, changes));
        expect(refused.statusCode, JSON.stringify(changes)).toBe(401);
        expect(refused.json()).toEqual(INVALID_TOKEN);
      }
    },
  );

  it('a token whose session is missing gets 401', async () => {
    await createStaff('orphan@reloop.test');
    const { AccessToken } = await signedIn('orphan@reloop.test');
    expect((await userDetails(await resigned(AccessToken, { origin_jti: crypto.randomUUID() }))).statusCode).toBe(401);
    expect((await userDetails(await resigned(AccessToken, { origin_jti: undefined }))).statusCode).toBe(401);
  });

  it(
    'the token of a user disabled after sign-in gets 401: ' +
      'through the admin interface at once, and in the database alone too',
    async () => {
      await createStaff('disabled@reloop.test');
      const { AccessToken } = await signedIn('disabled@reloop.test');
      expect((await outbox(AccessToken)).statusCode).toBe(200);
      await server.app.ctx.identity.disableUser('staff', 'disabled@reloop.test');
      expect((await userDetails(AccessToken)).json()).toEqual(INVALID_TOKEN);
      expect((await outbox(AccessToken)).json()).toEqual(INVALID_TOKEN);

      // Sessions left open: the user's own row is what refuses the token.
      await createStaff('switched-off@reloop.test');
      const token = (await signedIn('switched-off@reloop.test')).AccessToken;
      await server.database.db
        .update(identityUsers)
        .set({ enabled: false })
        .where(eq(identityUsers.username, 'switched-off@reloop.test'));
      expect((await userDetails(token)).statusCode).toBe(401);
      expect((await outbox(token)).statusCode).toBe(401);
    },
  );

  it('the token of a user deleted after sign-in gets 401', async () => {
    await createStaff('deleted@reloop.test');
    const { AccessToken } = await signedIn('deleted@reloop.test');
    expect((await outbox(AccessToken)).statusCode).toBe(200);
    await server.app.ctx.identity.deleteUser('staff', 'deleted@reloop.test');
    const refused = await userDetails(AccessToken);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(INVALID_TOKEN);
    expect((await outbox(AccessToken)).json()).toEqual(INVALID_TOKEN);
  });
});
