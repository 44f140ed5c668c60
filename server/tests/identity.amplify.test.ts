import { Amplify } from 'aws-amplify';
import {
  confirmResetPassword,
  confirmSignIn,
  fetchAuthSession,
  fetchUserAttributes,
  getCurrentUser,
  resetPassword,
  signIn,
  signOut,
  updatePassword,
  updateUserAttributes,
} from 'aws-amplify/auth';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { bearer } from './support/testServer';
import {
  latestCode,
  latestMessage,
  MemoryStorage,
  recordIdentityCalls,
  startListeningServer,
  type ListeningServer,
} from './identity.helpers';

let server: ListeningServer;
const storage = new MemoryStorage();
const recorder = recordIdentityCalls();
const operations = () => recorder.calls.map((c) => c.operation);

async function createStaff(
  username: string,
  options: { password?: string; temporaryPassword?: string } = { password: 'Start@1234' },
) {
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username,
    ...options,
    groups: [ROLES.admin],
    attributes: { email: username, email_verified: 'true', name: 'Test Admin', 'custom:first_login': 'true' },
  });
}

const passwordSignIn = (username: string, password: string) =>
  signIn({ username, password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });

beforeAll(async () => {
  server = await startListeningServer();
  const { userPoolId, userPoolClientId } = server.app.ctx.pools.staff;
  Amplify.configure({ Auth: { Cognito: { userPoolId, userPoolClientId, userPoolEndpoint: server.identityUrl } } });
  cognitoUserPoolsTokenProvider.setKeyValueStorage(storage);
});
afterEach(async () => {
  await signOut();
  recorder.calls.length = 0;
});
afterAll(async () => {
  recorder.restore();
  await server.close();
});

describe('aws-amplify against the embedded staff pool', () => {
  it(
    'signs in with USER_PASSWORD_AUTH; ' + 'the session carries groups and attributes, and the API accepts its token',
    async () => {
      await createStaff('asha@reloop.test');
      await expect(passwordSignIn('asha@reloop.test', 'Wrong@1234')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });

      const result = await passwordSignIn('Asha@Reloop.test', 'Start@1234');
      expect(result).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      expect(operations()).toEqual(['InitiateAuth', 'InitiateAuth']);

      const session = await fetchAuthSession();
      expect(session.tokens?.idToken?.payload).toMatchObject({
        'cognito:groups': [ROLES.admin],
        'cognito:username': 'asha@reloop.test',
        email: 'asha@reloop.test',
        'custom:first_login': 'true',
        token_use: 'id',
      });
      expect((await getCurrentUser()).username).toBe('asha@reloop.test');
      expect(await fetchUserAttributes()).toMatchObject({
        email: 'asha@reloop.test',
        name: 'Test Admin',
        sub: expect.any(String),
      });

      const details = await server.app.inject({
        method: 'GET',
        url: '/api/users/getUserDetails',
        headers: bearer(session.tokens!.accessToken.toString()),
      });
      expect(details.statusCode).toBe(200);
      expect(details.json()).toMatchObject({ username: 'asha@reloop.test', scope: ROLES.admin });
    },
  );

  it('refreshes through GetTokensFromRefreshToken, and the refreshed token works at the API', async () => {
    await createStaff('ravi@reloop.test');
    await passwordSignIn('ravi@reloop.test', 'Start@1234');
    const before = (await fetchAuthSession()).tokens!.accessToken.toString();
    recorder.calls.length = 0;

    const refreshed = await fetchAuthSession({ forceRefresh: true });
    expect(operations()).toEqual(['GetTokensFromRefreshToken']);
    const after = refreshed.tokens!.accessToken.toString();
    expect(after).not.toBe(before);
    expect(refreshed.tokens!.accessToken.payload.origin_jti).toBe(
      JSON.parse(Buffer.from(before.split('.')[1], 'base64url').toString()).origin_jti,
    );
    const details = await server.app.inject({
      method: 'GET',
      url: '/api/users/getUserDetails',
      headers: bearer(after),
    });
    expect(details.statusCode).toBe(200);
  });

  it('first-login flag: the user clears custom:first_login and the refreshed id token shows it', async () => {
    await createStaff('meera@reloop.test');
    await passwordSignIn('meera@reloop.test', 'Start@1234');
    await updateUserAttributes({ userAttributes: { 'custom:first_login': 'false' } });
    expect((await fetchUserAttributes())['custom:first_login']).toBe('false');
    expect((await fetchAuthSession({ forceRefresh: true })).tokens?.idToken?.payload['custom:first_login']).toBe(
      'false',
    );
  });

  it('signOut revokes the session: its refresh token no longer gives tokens', async () => {
    await createStaff('kiran@reloop.test');
    await passwordSignIn('kiran@reloop.test', 'Start@1234');
    const kept = new Map(storage.items);
    await signOut();
    expect(operations()).toContain('RevokeToken');

    // Put the signed-out tokens back, as a copy taken before sign-out would: the refresh is refused.
    for (const [key, value] of kept) await storage.setItem(key, value);
    const session = await fetchAuthSession({ forceRefresh: true });
    expect(session.tokens).toBeUndefined();
    expect(recorder.calls.at(-1)?.operation).toBe('GetTokensFromRefreshToken');
  });

  it('updatePassword changes the password: the old one is refused, the new one signs in', async () => {
    await createStaff('farah@reloop.test');
    await passwordSignIn('farah@reloop.test', 'Start@1234');
    await expect(updatePassword({ oldPassword: 'Wrong@1234', newPassword: 'Changed@1234' })).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    await expect(updatePassword({ oldPassword: 'Start@1234', newPassword: 'short' })).rejects.toMatchObject({
      name: 'InvalidPasswordException',
    });
    await updatePassword({ oldPassword: 'Start@1234', newPassword: 'Changed@1234' });
    await signOut();
    await expect(passwordSignIn('farah@reloop.test', 'Start@1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await passwordSignIn('farah@reloop.test', 'Changed@1234')).isSignedIn).toBe(true);
  });

  it('resetPassword e-mails a code; confirmResetPassword with it sets the new password', async () => {
    await createStaff('dev@reloop.test');
    const started = await resetPassword({ username: 'dev@reloop.test' });
    expect(started.nextStep).toMatchObject({
      resetPasswordStep: 'CONFIRM_RESET_PASSWORD_WITH_CODE',
      codeDeliveryDetails: { deliveryMedium: 'EMAIL', destination: 'd***@r***', attributeName: 'email' },
    });
    const message = await latestMessage(server, 'dev@reloop.test');
    expect(message).toMatchObject({ channel: 'email', subject: 'Your Reloop password reset code' });
    const code = await latestCode(server, 'dev@reloop.test');
    const wrong = code === '000000' ? '111111' : '000000';

    await expect(
      confirmResetPassword({ username: 'dev@reloop.test', confirmationCode: wrong, newPassword: 'Reset@1234' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await confirmResetPassword({ username: 'dev@reloop.test', confirmationCode: code, newPassword: 'Reset@1234' });
    await expect(
      confirmResetPassword({ username: 'dev@reloop.test', confirmationCode: code, newPassword: 'Again@1234' }),
    ).rejects.toMatchObject({
      name: 'CodeMismatchException',
    });
    await expect(passwordSignIn('dev@reloop.test', 'Start@1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
    });
    expect((await passwordSignIn('dev@reloop.test', 'Reset@1234')).isSignedIn).toBe(true);
  });

  it(
    'a user invited with a temporary password is asked for a new ' +
      'one (NEW_PASSWORD_REQUIRED) and confirmSignIn completes it',
    async () => {
      await createStaff('invitee@reloop.test', { temporaryPassword: 'Temp@12345' });
      const first = await passwordSignIn('invitee@reloop.test', 'Temp@12345');
      expect(first).toEqual({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', missingAttributes: [] },
      });

      // A password the policy refuses keeps the challenge open for another try.
      await expect(confirmSignIn({ challengeResponse: 'weak' })).rejects.toMatchObject({
        name: 'InvalidPasswordException',
      });
      const done = await confirmSignIn({ challengeResponse: 'Chosen@1234' });
      expect(done).toEqual({ isSignedIn: true, nextStep: { signInStep: 'DONE' } });
      expect((await fetchAuthSession()).tokens?.idToken?.payload['cognito:username']).toBe('invitee@reloop.test');

      await signOut();
      await expect(passwordSignIn('invitee@reloop.test', 'Temp@12345')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      expect(await passwordSignIn('invitee@reloop.test', 'Chosen@1234')).toEqual({
        isSignedIn: true,
        nextStep: { signInStep: 'DONE' },
      });
    },
  );

  it('a disabled user is refused, and is signed out of sessions already open', async () => {
    await createStaff('gone@reloop.test');
    await passwordSignIn('gone@reloop.test', 'Start@1234');
    await server.app.ctx.identity.disableUser('staff', 'gone@reloop.test');
    expect((await fetchAuthSession({ forceRefresh: true })).tokens).toBeUndefined();
    await expect(passwordSignIn('gone@reloop.test', 'Start@1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'User is disabled.',
    });
  });
});
