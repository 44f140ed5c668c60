import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { KeyStore } from './keys';
import type { PoolSettings } from './pools';

const TOKEN_LIFETIME_SECONDS = 3600;

interface TokenSubject {
  sub: string;
  username: string;
  groups: string[];
  attributes: Record<string, string>;
}

interface IssuedTokens {
  AccessToken: string;
  IdToken: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

/** Signs Cognito-shaped access and id tokens for one session (`originJti` ties them to its refresh token). */
export async function issueTokens(
  keys: KeyStore,
  pool: PoolSettings,
  subject: TokenSubject,
  originJti: string,
): Promise<IssuedTokens> {
  const { kid, privateKey } = keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const common = {
    origin_jti: originJti,
    event_id: randomUUID(),
    auth_time: now,
    ...(subject.groups.length > 0 && { 'cognito:groups': subject.groups }),
  };
  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setSubject(subject.sub)
      .setIssuer(pool.issuer)
      .setIssuedAt(now)
      .setExpirationTime(now + TOKEN_LIFETIME_SECONDS)
      .setJti(randomUUID())
      .sign(privateKey);

  const AccessToken = await sign({
    ...common,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    client_id: pool.userPoolClientId,
    username: subject.username,
  });
  const IdToken = await sign({
    ...common,
    token_use: 'id',
    aud: pool.userPoolClientId,
    'cognito:username': subject.username,
    ...idTokenAttributes(subject.attributes),
  });
  return { AccessToken, IdToken, ExpiresIn: TOKEN_LIFETIME_SECONDS, TokenType: 'Bearer' };
}

function idTokenAttributes(attributes: Record<string, string>): Record<string, unknown> {
  const claims: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'sub') continue;
    claims[name] = name.endsWith('_verified') ? value === 'true' : value;
  }
  return claims;
}
