import { Amplify } from 'aws-amplify';
import { confirmSignIn, fetchAuthSession, getCurrentUser, signIn, signOut } from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { bearer } from './support/testServer';
import {
  backdateCodeSend,
  expireCode,
  latestCode,
  latestMessage,
  MemoryStorage,
  messageCount,
  recordIdentityCalls,
  startListeningServer,
  type ListeningServer,
} from './identity.helpers';

let server: ListeningServer;
const recorder = recordIdentityCalls();
let sequence = 0;

/** A technician of the technician pool, signing in by mobile number and one-time code. */
async function createTechnician() {
  sequence += 1;
  const mobile = `98123${String(sequence).padStart(5, '0')}`;
  await server.app.ctx.identity.createUser({
    pool: 'technician',
    username: `+91${mobile}`,
    groups: [ROLES.technician],
    attributes: {
      phone_number: `+91${mobile}`,
      phone_number_verified: 'true',
      name: 'Ravi Kumar',
      'custom:id': `TECH${9000 + sequence}`,
      'custom:first_login': 'false',
    },
  });
  return { mobile, username: `+91${mobile}`, technicianId: `TECH${9000 + sequence}` };
}

const requestCode = (username: string) => signIn({ username, options: { authFlowType: 'CUSTOM_WITHOUT_SRP' } });
const wrongCodeFor = (code: string) => (code === '000000' ? '111111' : '000000');

beforeAll(async () => {
  server = await startListeningServer();
  const { userPoolId, userPoolClientId } = server.app.ctx.pools.technician;
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: server.identityUrl } } });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new MemoryStorage());
});
afterEach(async () => {
  await signOut();
  recorder.calls.length = 0;
});
afterAll(async () => {
  recorder.restore();
  await server.close();
});

describe('aws-amplify CUSTOM_WITHOUT_SRP against the embedded technician pool', () => {
  it(
    'sends InitiateAuth CUSTOM_AUTH with only the username, ' +
      'texts a 6-digit code, and confirmSignIn with it signs in',
    async () => {
      const technician = await createTechnician();
      const started = await requestCode(technician.username);
      expect(started).toEqual({
        isSignedIn: false,
        nextStep: {
          signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
          additionalInfo: { USERNAME: technician.username },
        },
      });
      expect(recorder.calls[0]).toMatchObject({
        operation: 'InitiateAuth',
        body: { AuthFlow: 'CUSTOM_AUTH', AuthParameters: { USERNAME: technician.username } },
      });
      expect(Object.keys(recorder.calls[0].body.AuthParameters as object)).toEqual(['USERNAME']);

      const message = await latestMessage(server, technician.username);
      expect(message.channel).toBe('sms');
      expect(message.body).toMatch(/^Your Reloop sign-in code is \d{6}\. It expires in 3 minutes\.$/);

      const done = await confirmSignIn({ challengeResponse: await latestCode(server, technician.username) });
      expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      expect(recorder.calls[1]).toMatchObject({
        operation: 'RespondToAuthChallenge',
        body: {
          ChallengeName: 'CUSTOM_CHALLENGE',
          ChallengeResponses: { USERNAME: technician.username, ANSWER: expect.any(String) },
        },
      });

      const tokens = (await fetchAuthSession()).tokens!;
      expect(tokens.idToken?.payload).toMatchObject({
        'cognito:groups': [ROLES.technician],
        'custom:id': technician.technicianId,
        phone_number: technician.username,
      });
      const details = await server.app.inject({
        method: 'GET',
        url: '/api/users/getUserDetails',
        headers: bearer(tokens.accessToken.toString()),
      });
      expect(details.json()).toMatchObject({
        scope: ROLES.technician,
        profile: { technicianId: technician.technicianId },
      });
    },
  );

  it('accepts the ten digits alone and answers with the +91 username', async () => {
    const technician = await createTechnician();
    const started = await requestCode(technician.mobile);
    expect(started.nextStep).toEqual({
      signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
      additionalInfo: { USERNAME: technician.username },
    });
    await confirmSignIn({ challengeResponse: await latestCode(server, technician.username) });
    expect((await getCurrentUser()).username).toBe(technician.username);
  });

  it(
    'a wrong code asks again; the third wrong code ends the attempt, ' + 'and the right code then no longer works',
    async () => {
      const technician = await createTechnician();
      await requestCode(technician.username);
      const code = await latestCode(server, technician.username);

      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const again = await confirmSignIn({ challengeResponse: wrongCodeFor(code) });
        expect(again).toEqual({
          isSignedIn: false,
          nextStep: {
            signInStep: 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE',
            additionalInfo: { USERNAME: technician.username },
          },
        });
      }
      await expect(confirmSignIn({ challengeResponse: wrongCodeFor(code) })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });
      await expect(confirmSignIn({ challengeResponse: code })).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
    },
  );

  it('a wrong code followed by the right one signs in', async () => {
    const technician = await createTechnician();
    await requestCode(technician.username);
    const code = await latestCode(server, technician.username);
    await confirmSignIn({ challengeResponse: wrongCodeFor(code) });
    expect(await confirmSignIn({ challengeResponse: code })).toEqual({
      isSignedIn: true,
      nextStep: { signInStep: 'DONE' },
    });
  });

  it('a new code is refused within 30 seconds of the last (LimitExceededException), and sent after', async () => {
    const technician = await createTechnician();
    await requestCode(technician.username);
    const first = await latestCode(server, technician.username);
    await expect(requestCode(technician.username)).rejects.toMatchObject({
      name: 'LimitExceededException',
      message: 'Attempt limit exceeded, please try again in 30 seconds.',
    });
    expect(await messageCount(server, technician.username)).toBe(1);

    await backdateCodeSend(server, technician.username, 'signIn');
    await requestCode(technician.username);
    expect(await messageCount(server, technician.username)).toBe(2);
    const second = await latestCode(server, technician.username);
    if (second !== first)
      await expect(confirmSignIn({ challengeResponse: first })).resolves.toMatchObject({ isSignedIn: false });
    expect(await confirmSignIn({ challengeResponse: second })).toMatchObject({ isSignedIn: true });
  });

  it('an expired code is refused with NotAuthorizedException', async () => {
    const technician = await createTechnician();
    await requestCode(technician.username);
    await expireCode(server, technician.username, 'signIn');
    await expect(
      confirmSignIn({ challengeResponse: await latestCode(server, technician.username) }),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid session for the user, session is expired.',
    });
  });

  it(
    'an unknown mobile is UserNotFoundException and no message is sent; ' + 'a disabled technician is refused',
    async () => {
      await expect(requestCode('+919000000001')).rejects.toMatchObject({ name: 'UserNotFoundException' });
      expect(await messageCount(server, '+919000000001')).toBe(0);

      const technician = await createTechnician();
      await server.app.ctx.identity.disableUser('technician', technician.username);
      await expect(requestCode(technician.username)).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'User is disabled.',
      });
    },
  );
});
