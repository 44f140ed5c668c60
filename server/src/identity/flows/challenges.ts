import { type IdentityContext, poolOfClient, signedIn } from '../embedded/context';
import { answerChallenge, consumeSession } from '../embedded/codes';
import { assertSelfWritable } from '../embedded/attributes';
import { parseRequest, requests } from '../embedded/requests';
import { mergeAttributes, requireUser, updateUser } from '../embedded/users';
import { invalidParameter } from '../errors';
import { assertPasswordPolicy, hashPassword } from '../passwords';
import type { PoolSettings } from '../pools';

/** RespondToAuthChallenge: the one-time code (CUSTOM_CHALLENGE) and the first password (NEW_PASSWORD_REQUIRED). */
export async function respondToAuthChallenge(ctx: IdentityContext, body: unknown) {
  const { ClientId, ChallengeName, Session, ChallengeResponses } = parseRequest(requests.RespondToAuthChallenge, body);
  const pool = poolOfClient(ctx, ClientId);
  const username = ChallengeResponses.USERNAME;
  if (!username) throw invalidParameter('Missing required parameter USERNAME');
  if (!Session) throw invalidParameter('Missing required parameter Session');
  switch (ChallengeName) {
    case 'CUSTOM_CHALLENGE':
      return customChallenge(ctx, pool, username, Session, ChallengeResponses.ANSWER);
    case 'NEW_PASSWORD_REQUIRED':
      return newPassword(ctx, pool, username, Session, ChallengeResponses);
    default:
      throw invalidParameter(`Unsupported challenge ${ChallengeName}`);
  }
}

async function customChallenge(
  ctx: IdentityContext,
  pool: PoolSettings,
  username: string,
  session: string,
  answer: string | undefined,
) {
  if (!answer) throw invalidParameter('Missing required parameter ANSWER');
  const user = await requireUser(ctx.db, pool, username);
  const outcome = await answerChallenge(ctx.db, pool, user.username, session, answer);
  if (outcome.ok) return signedIn(ctx, pool, user);
  return {
    ChallengeName: 'CUSTOM_CHALLENGE',
    Session: outcome.session,
    ChallengeParameters: { USERNAME: user.username },
  };
}

async function newPassword(
  ctx: IdentityContext,
  pool: PoolSettings,
  username: string,
  session: string,
  responses: Record<string, string>,
) {
  const password = responses.NEW_PASSWORD;
  if (!password) throw invalidParameter('Missing required parameter NEW_PASSWORD');
  // Checked before the session is spent, so a refused password can be retried in the same sign-in.
  assertPasswordPolicy(password);
  const attributes = Object.fromEntries(
    Object.entries(responses)
      .filter(([name]) => name.startsWith('userAttributes.'))
      .map(([name, value]) => [name.slice('userAttributes.'.length), value]),
  );
  assertSelfWritable(attributes);
  const user = await requireUser(ctx.db, pool, username);
  await consumeSession(ctx.db, pool, user.username, 'newPassword', session);
  await updateUser(ctx.db, pool, user.username, { passwordHash: await hashPassword(password), status: 'CONFIRMED' });
  if (Object.keys(attributes).length > 0) await mergeAttributes(ctx.db, pool, user.username, attributes);
  return signedIn(ctx, pool, await requireUser(ctx.db, pool, user.username));
}
