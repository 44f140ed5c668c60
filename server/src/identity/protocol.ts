import { randomUUID } from 'node:crypto';
import type { FastifyError, FastifyPluginAsync, FastifyReply } from 'fastify';
import type { Caller, IdentityContext } from './embedded/context';
import { refuseControlCharacters } from '../platform/requestText';
import { IdentityError } from './errors';
import { changePassword, getUser, globalSignOut, revokeToken, updateUserAttributes } from './flows/account';
import { respondToAuthChallenge } from './flows/challenges';
import { confirmForgotPassword, forgotPassword } from './flows/recovery';
import { getTokensFromRefreshToken } from './flows/refresh';
import { initiateAuth } from './flows/signIn';
import { confirmSignUp, resendConfirmationCode, signUp } from './flows/signUp';

/** Request headers Amplify and the AWS SDK send to a user-pool endpoint; CORS must allow them. */
export const AMPLIFY_HEADERS = [
  'x-amz-target',
  'x-amz-user-agent',
  'amz-sdk-invocation-id',
  'amz-sdk-request',
  'cache-control',
  'x-amz-date',
  'x-amz-security-token',
] as const;

const TARGET_PREFIX = 'AWSCognitoIdentityProviderService.';
const CONTENT_TYPE = 'application/x-amz-json-1.1';

type Operation = (ctx: IdentityContext, body: unknown, caller: Caller) => Promise<object>;

const OPERATIONS: ReadonlyMap<string, Operation> = new Map(
  Object.entries({
    InitiateAuth: initiateAuth,
    RespondToAuthChallenge: respondToAuthChallenge,
    GetTokensFromRefreshToken: getTokensFromRefreshToken,
    GetUser: getUser,
    UpdateUserAttributes: updateUserAttributes,
    ChangePassword: changePassword,
    ForgotPassword: forgotPassword,
    ConfirmForgotPassword: confirmForgotPassword,
    GlobalSignOut: globalSignOut,
    RevokeToken: revokeToken,
    SignUp: signUp,
    ConfirmSignUp: confirmSignUp,
    ResendConfirmationCode: resendConfirmationCode,
  }),
);

function answer(reply: FastifyReply, status: number, body: object) {
  return reply
    .status(status)
    .header('content-type', CONTENT_TYPE)
    .header('x-amzn-requestid', randomUUID())
    .send(JSON.stringify(body));
}

/**
 * Amazon Cognito's user-pool JSON protocol: `POST /` with `X-Amz-Target: AWSCognitoIdentityProviderService.<Op>`,
 * answers as JSON, failures as HTTP 400 `{__type, message}`; and each pool's JWKS.
 */
export function identityProtocol(ctx: IdentityContext): FastifyPluginAsync {
  return async (app) => {
    app.addContentTypeParser(CONTENT_TYPE, { parseAs: 'string' }, (_request, body, done) => {
      try {
        done(null, String(body).trim() === '' ? {} : JSON.parse(String(body)));
      } catch {
        done(new IdentityError('SerializationException', 'Request body is not valid JSON'), undefined);
      }
    });

    refuseControlCharacters(
      app,
      (field, message) => new IdentityError('InvalidParameterException', `${field}: ${message}`),
    );

    app.setErrorHandler((error: FastifyError | IdentityError, request, reply) => {
      if (error instanceof IdentityError) return answer(reply, 400, { __type: error.name, message: error.message });
      const status = error.statusCode ?? 500;
      if (status < 500) return answer(reply, 400, { __type: 'SerializationException', message: error.message });
      request.log.error({ err: error }, 'identity operation failed');
      return answer(reply, 500, { __type: 'InternalErrorException', message: 'Internal server error' });
    });

    // With the default prefixTrailingSlash this serves both /identity and /identity/.
    app.post('/', { schema: { hide: true } }, async (request, reply) => {
      const target = String(request.headers['x-amz-target'] ?? '');
      const operation = target.startsWith(TARGET_PREFIX)
        ? OPERATIONS.get(target.slice(TARGET_PREFIX.length))
        : undefined;
      if (!operation)
        return answer(reply, 400, { __type: 'UnknownOperationException', message: `Unknown operation ${target}` });
      return answer(reply, 200, await operation(ctx, request.body, { address: request.ip }));
    });

    app.get<{ Params: { poolId: string } }>(
      '/:poolId/.well-known/jwks.json',
      { schema: { hide: true } },
      async (request, reply) => {
        if (!Object.values(ctx.pools).some((p) => p.userPoolId === request.params.poolId)) {
          return reply.status(404).send({ __type: 'ResourceNotFoundException', message: 'User pool does not exist.' });
        }
        return reply.header('cache-control', 'public, max-age=300').send(ctx.keys.publicJwks());
      },
    );
  };
}
