/** Exception names of Amazon Cognito's user-pool API, as its clients (Amplify, the AWS SDK) test them. */
export type CognitoErrorName =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'PasswordResetRequiredException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'InvalidParameterException'
  | 'InvalidPasswordException'
  | 'UsernameExistsException'
  | 'ResourceNotFoundException'
  | 'UnsupportedOperationException'
  | 'SerializationException'
  | 'InternalErrorException';

/** An identity failure; the protocol answers it as HTTP 400 `{__type, message}`, admin callers test `name`. */
export class IdentityError extends Error {
  constructor(
    readonly name: CognitoErrorName,
    message: string,
  ) {
    super(message);
  }
}

export const MESSAGES = {
  incorrectCredentials: 'Incorrect username or password.',
  disabled: 'User is disabled.',
  notConfirmed: 'User is not confirmed.',
  userNotFound: 'User does not exist.',
  userExists: 'User already exists',
  invalidSession: 'Invalid session for the user.',
  expiredSession: 'Invalid session for the user, session is expired.',
  codeMismatch: 'Invalid verification code provided, please try again.',
  codeExpired: 'Invalid code provided, please request a code again.',
  limitExceeded: 'Attempt limit exceeded, please try after some time.',
  passwordAttemptsExceeded: 'Password attempts exceeded',
  signUpNotPermitted: 'SignUp is not permitted for this user pool',
  invalidAccessToken: 'Invalid Access Token',
  expiredAccessToken: 'Access Token has expired',
  revokedAccessToken: 'Access Token has been revoked',
  invalidRefreshToken: 'Invalid Refresh Token',
  expiredRefreshToken: 'Refresh Token has expired',
  flowNotEnabled: 'Auth flow not enabled for this client',
  unauthorizedAttribute: 'A client attempted to write unauthorized attribute',
} as const;

export const notAuthorized = (message: string = MESSAGES.incorrectCredentials) => new IdentityError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new IdentityError('InvalidParameterException', message);
export const limitExceeded = () => new IdentityError('LimitExceededException', MESSAGES.limitExceeded);
