import { z } from 'zod';
import { invalidParameter } from '../errors';

const text = z.string().min(1);
// Cognito's bound: codes issued for unknown usernames are stored under them too.
const username = text.max(128, 'Member must have length less than or equal to 128');
const attributeList = z.array(z.object({ Name: text, Value: z.string() })).default([]);
const stringMap = z.record(z.string(), z.string()).default({});

/** Request bodies of the operations, as the Cognito API reference names their members. */
export const requests = {
  InitiateAuth: z.object({ ClientId: text, AuthFlow: text, AuthParameters: stringMap }),
  RespondToAuthChallenge: z.object({
    ClientId: text,
    ChallengeName: text,
    Session: z.string().optional(),
    ChallengeResponses: stringMap,
  }),
  GetTokensFromRefreshToken: z.object({ ClientId: text, RefreshToken: text }),
  AccessTokenOnly: z.object({ AccessToken: text }),
  UpdateUserAttributes: z.object({ AccessToken: text, UserAttributes: attributeList }),
  ChangePassword: z.object({ AccessToken: text, PreviousPassword: z.string().optional(), ProposedPassword: text }),
  RevokeToken: z.object({ ClientId: text, Token: text }),
  ClientAndUser: z.object({ ClientId: text, Username: username }),
  ConfirmForgotPassword: z.object({ ClientId: text, Username: username, ConfirmationCode: text, Password: text }),
  SignUp: z.object({ ClientId: text, Username: username, Password: text, UserAttributes: attributeList }),
  ConfirmSignUp: z.object({ ClientId: text, Username: username, ConfirmationCode: text }),
};

/** Parses a body; a missing or malformed member is InvalidParameterException, worded as Cognito words it. */
export function parseRequest<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const member = issue.path.join('.') || 'body';
  const missing = issue.code === 'invalid_type' && issue.input === undefined;
  throw invalidParameter(
    `1 validation error detected: Value at '${member}' failed to satisfy ` +
      `constraint: ${missing ? 'Member must not be null' : issue.message}`,
  );
}

export const attributesOf = (list: Array<{ Name: string; Value: string }>) =>
  Object.fromEntries(list.map((a) => [a.Name, a.Value]));
export const attributeListOf = (attributes: Record<string, string>) =>
  Object.entries(attributes).map(([Name, Value]) => ({ Name, Value }));
