import {
  ChangePasswordCommand,
  CognitoIdentityProviderClient,
  ConfirmSignUpCommand,
  GetTokensFromRefreshTokenCommand,
  GetUserCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  ResendConfirmationCodeCommand,
  SignUpCommand,
  UpdateUserAttributesCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLES } from '../../domain/roles';
import { insertUser } from '../src/identity/embedded/users';
import { hashPassword } from '../src/identity/passwords';
import { bearer } from './support/testServer';
import {
  backdateCodeSend,
  latestCode,
  messageCount,
  startListeningServer,
  type ListeningServer,
} from './identity.helpers';

let server: ListeningServer;
let client: CognitoIdentityProviderClient;
let clientId: string;

const passwordAuth = (username: string, password: string, ClientId = clientId) =>
  client.send(
    new InitiateAuthCommand({
      ClientId,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: username, PASSWORD: password },
    }),
  );

async function createStaff(username: string, password = 'Start@1234') {
  await server.app.ctx.identity.createUser({
    pool: 'staff',
    username,
    password,
    groups: [ROLES.channelPartner],
    attributes: { email: username, email_verified: 'true' },
  });
}

beforeAll(async () => {
  server = await startListeningServer();
  clientId = server.app.ctx.pools.staff.userPoolClientId;
  client = new CognitoIdentityProviderClient({
    region: 'ap-south-1',
    endpoint: server.identityUrl,
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'not-a-secret' },
    maxAttempts: 1,
  });
});
afterAll(async () => {
  client.destroy();
  await server.close();
});

describe('@aws-sdk/client-cognito-identity-provider against the embedded identity', () => {
  it(
    'InitiateAuth answers Cognito-shaped tokens; ' +
      'GetUser lists the attributes with sub; the JWKS verifies the token',
    async () => {
      await createStaff('partner1@reloop.test');
      const { AuthenticationResult, ChallengeParameters } = await passwordAuth('partner1@reloop.test', 'Start@1234');
      expect(AuthenticationResult).toMatchObject({
        TokenType: 'Bearer',
        ExpiresIn: 3600,
        AccessToken: expect.any(String),
        IdToken: expect.any(String),
        RefreshToken: expect.any(String),
      });
      expect(ChallengeParameters).toEqual({});

      const user = await client.send(new GetUserCommand({ AccessToken: AuthenticationResult!.AccessToken }));
      expect(user.Username).toBe('partner1@reloop.test');
      const attributes = Object.fromEntries(user.UserAttributes!.map((a) => [a.Name, a.Value]));
      expect(attributes).toMatchObject({
        email: 'partner1@reloop.test',
        email_verified: 'true',
        sub: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });

      const { userPoolId, issuer } = server.app.ctx.pools.staff;
      const jwks = createRemoteJWKSet(new URL(`${server.identityUrl}/${userPoolId}/.well-known/jwks.json`));
      const { payload } = await jwtVerify(AuthenticationResult!.AccessToken!, jwks, { issuer });
      expect(payload).toMatchObject({
        token_use: 'access',
        client_id: clientId,
        username: 'partner1@reloop.test',
        sub: attributes.sub,
        'cognito:groups': [ROLES.channelPartner],
      });
      expect(payload.origin_jti).toEqual(expect.any(String));
    },
  );

  it('answers errors by Cognito exception name', async () => {
    await createStaff('partner2@reloop.test');
    await expect(passwordAuth('partner2@reloop.test', 'Wrong@1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(passwordAuth('nobody@reloop.test', 'Start@1234')).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Incorrect username or password.',
    });
    await expect(passwordAuth('partner2@reloop.test', 'Start@1234', 'no-such-client')).rejects.toMatchObject({
      name: 'ResourceNotFoundException',
    });
    await expect(
      client.send(
        new InitiateAuthCommand({
          ClientId: clientId,
          AuthFlow: 'USER_SRP_AUTH',
          AuthParameters: { USERNAME: 'x', SRP_A: '1' },
        }),
      ),
    ).rejects.toMatchObject({
      name: 'InvalidParameterException',
    });
    await expect(client.send(new GetUserCommand({ AccessToken: 'not.a.token' }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Invalid Access Token',
    });
  });

  it(
    'ChangePassword needs the previous password and the policy; ' + 'afterwards only the new password signs in',
    async () => {
      await createStaff('partner3@reloop.test');
      const { AuthenticationResult } = await passwordAuth('partner3@reloop.test', 'Start@1234');
      const AccessToken = AuthenticationResult!.AccessToken!;
      await expect(
        client.send(
          new ChangePasswordCommand({ AccessToken, PreviousPassword: 'Wrong@1234', ProposedPassword: 'Next@12345' }),
        ),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(
        client.send(
          new ChangePasswordCommand({ AccessToken, PreviousPassword: 'Start@1234', ProposedPassword: 'nouppercase1!' }),
        ),
      ).rejects.toMatchObject({
        name: 'InvalidPasswordException',
        message: 'Password did not conform with policy: Password must have uppercase characters',
      });
      await client.send(
        new ChangePasswordCommand({ AccessToken, PreviousPassword: 'Start@1234', ProposedPassword: 'Next@12345' }),
      );
      await expect(passwordAuth('partner3@reloop.test', 'Start@1234')).rejects.toMatchObject({
        name: 'NotAuthorizedException',
      });
      await expect(passwordAuth('partner3@reloop.test', 'Next@12345')).resolves.toMatchObject({
        AuthenticationResult: expect.any(Object),
      });
    },
  );

  it(
    'SignUp is closed; an account left unconfirmed waits for ConfirmSignUp, ' +
      'and a resent code (30 s apart) confirms it',
    async () => {
      const username = 'newcomer@reloop.test';
      await expect(
        client.send(new SignUpCommand({ ClientId: clientId, Username: username, Password: 'Join@12345' })),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'SignUp is not permitted for this user pool',
      });
      // An account that signed up while sign-up was still open.
      await insertUser(server.database.db, server.app.ctx.pools.staff, {
        username,
        passwordHash: await hashPassword('Join@12345'),
        status: 'UNCONFIRMED',
        attributes: { email: username, name: 'New Comer' },
      });
      await expect(passwordAuth(username, 'Join@12345')).rejects.toMatchObject({
        name: 'UserNotConfirmedException',
        message: 'User is not confirmed.',
      });

      const resend = () => client.send(new ResendConfirmationCodeCommand({ ClientId: clientId, Username: username }));
      expect((await resend()).CodeDeliveryDetails).toMatchObject({
        DeliveryMedium: 'EMAIL',
        Destination: 'n***@r***',
        AttributeName: 'email',
      });
      const firstCode = await latestCode(server, username);
      await expect(resend()).rejects.toMatchObject({ name: 'LimitExceededException' });
      expect(await messageCount(server, username)).toBe(1);
      await backdateCodeSend(server, username, 'signUp');
      expect((await resend()).CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL' });
      expect(await messageCount(server, username)).toBe(2);
      const code = await latestCode(server, username);

      const confirm = (ConfirmationCode: string) =>
        client.send(new ConfirmSignUpCommand({ ClientId: clientId, Username: username, ConfirmationCode }));
      if (firstCode !== code) await expect(confirm(firstCode)).rejects.toMatchObject({ name: 'CodeMismatchException' });
      await confirm(code);
      // Confirmed, the account answers as an unknown one would: a wrong code, and a resend that sends nothing.
      await expect(confirm(code)).rejects.toMatchObject({ name: 'CodeMismatchException' });
      expect((await resend()).CodeDeliveryDetails).toMatchObject({ DeliveryMedium: 'EMAIL', Destination: 'n***@r***' });
      expect(await messageCount(server, username)).toBe(2);

      const { AuthenticationResult } = await passwordAuth(username, 'Join@12345');
      const user = await client.send(new GetUserCommand({ AccessToken: AuthenticationResult!.AccessToken }));
      expect(Object.fromEntries(user.UserAttributes!.map((a) => [a.Name, a.Value]))).toMatchObject({
        email: username,
        email_verified: 'true',
        name: 'New Comer',
      });
    },
  );

  it('the technician pool does not allow self sign-up', async () => {
    const ClientId = server.app.ctx.pools.technician.userPoolClientId;
    await expect(
      client.send(new SignUpCommand({ ClientId, Username: '+919111111111', Password: 'Join@12345' })),
    ).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'SignUp is not permitted for this user pool',
    });
  });

  it('UpdateUserAttributes changes what the user may change and refuses the rest', async () => {
    await createStaff('partner4@reloop.test');
    const { AuthenticationResult } = await passwordAuth('partner4@reloop.test', 'Start@1234');
    const AccessToken = AuthenticationResult!.AccessToken!;
    await client.send(
      new UpdateUserAttributesCommand({
        AccessToken,
        UserAttributes: [
          { Name: 'custom:first_login', Value: 'false' },
          { Name: 'name', Value: 'Partner Four' },
        ],
      }),
    );
    for (const Name of ['custom:id', 'email', 'sub']) {
      await expect(
        client.send(new UpdateUserAttributesCommand({ AccessToken, UserAttributes: [{ Name, Value: 'x' }] })),
      ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    }
    const user = await client.send(new GetUserCommand({ AccessToken }));
    expect(Object.fromEntries(user.UserAttributes!.map((a) => [a.Name, a.Value]))).toMatchObject({
      'custom:first_login': 'false',
      name: 'Partner Four',
      email: 'partner4@reloop.test',
    });
  });

  it('GetTokensFromRefreshToken refreshes; GlobalSignOut ends every session of the user', async () => {
    await createStaff('partner5@reloop.test');
    const one = (await passwordAuth('partner5@reloop.test', 'Start@1234')).AuthenticationResult!;
    const two = (await passwordAuth('partner5@reloop.test', 'Start@1234')).AuthenticationResult!;

    const refreshed = await client.send(
      new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: one.RefreshToken }),
    );
    expect(refreshed.AuthenticationResult).toMatchObject({
      AccessToken: expect.any(String),
      IdToken: expect.any(String),
      TokenType: 'Bearer',
    });
    const viaInitiate = await client.send(
      new InitiateAuthCommand({
        ClientId: clientId,
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        AuthParameters: { REFRESH_TOKEN: two.RefreshToken! },
      }),
    );
    expect(viaInitiate.AuthenticationResult?.AccessToken).toEqual(expect.any(String));

    await client.send(new GlobalSignOutCommand({ AccessToken: one.AccessToken }));
    await expect(client.send(new GetUserCommand({ AccessToken: two.AccessToken }))).rejects.toMatchObject({
      name: 'NotAuthorizedException',
      message: 'Access Token has been revoked',
    });
    for (const token of [one.RefreshToken, two.RefreshToken]) {
      await expect(
        client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: token })),
      ).rejects.toMatchObject({
        name: 'NotAuthorizedException',
        message: 'Invalid Refresh Token',
      });
    }
    await expect(
      client.send(new GetTokensFromRefreshTokenCommand({ ClientId: clientId, RefreshToken: 'made-up' })),
    ).rejects.toMatchObject({ name: 'NotAuthorizedException' });
    // A new sign-in is unaffected.
    const three = (await passwordAuth('partner5@reloop.test', 'Start@1234')).AuthenticationResult!;
    const details = await server.app.inject({
      method: 'GET',
      url: '/api/users/getUserDetails',
      headers: bearer(three.AccessToken!),
    });
    expect(details.statusCode).toBe(200);
  });

  it(
    'answers a bare POST /identity too, ' + 'and an unknown operation or a body that is not JSON as a Cognito error',
    async () => {
      const post = (path: string, target: string, body: string) =>
        fetch(`${server.url}${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-amz-json-1.1',
            'x-amz-target': `AWSCognitoIdentityProviderService.${target}`,
          },
          body,
        });
      const bare = await post(
        '/identity',
        'InitiateAuth',
        JSON.stringify({
          ClientId: clientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: 'x@y.z', PASSWORD: 'p' },
        }),
      );
      expect(bare.status).toBe(400);
      expect(await bare.json()).toEqual({
        __type: 'NotAuthorizedException',
        message: 'Incorrect username or password.',
      });

      const unknown = await post('/identity/', 'AdminCreateUser', '{}');
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).__type).toBe('UnknownOperationException');

      const garbled = await post('/identity/', 'InitiateAuth', '{not json');
      expect(garbled.status).toBe(400);
      expect((await garbled.json()).__type).toBe('SerializationException');

      const missing = await post('/identity/', 'InitiateAuth', JSON.stringify({ AuthFlow: 'USER_PASSWORD_AUTH' }));
      expect(await missing.json()).toMatchObject({ __type: 'InvalidParameterException' });

      const revoked = await post('/identity/', 'RevokeToken', JSON.stringify({ ClientId: clientId, Token: 'unknown' }));
      expect(revoked.status).toBe(200);
      expect(await revoked.json()).toEqual({});
    },
  );
});
