/** A JWT-shaped token carrying `claims` (the console reads claims; the API, not these tests, checks signatures). */
export const jwt = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;

/** Tokens of user u1 as Amplify stores them for a pool's client; an access token when its lifetime is given. */
export function storeSession(clientId: string, claims: object, accessExpiresInSeconds?: number) {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, 'u1');
  localStorage.setItem(`${prefix}.u1.refreshToken`, 'refresh');
  localStorage.setItem(`${prefix}.u1.idToken`, jwt(claims));
  if (accessExpiresInSeconds !== undefined)
    localStorage.setItem(
      `${prefix}.u1.accessToken`,
      jwt({ sub: 'u1', exp: Math.floor(Date.now() / 1000) + accessExpiresInSeconds }),
    );
}
