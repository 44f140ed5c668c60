import { attemptLimitMessage, IDENTITY_MESSAGES } from '../../../domain/identityMessages';

/** Exception names of Amazon Cognito's user-pool API, as its clients (Amplify, the AWS SDK) test them. */
type CognitoErrorName =
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

/** Cognito's wording of every identity message (domain/identityMessages.ts, so the console translates them). */
export const MESSAGES = IDENTITY_MESSAGES;

export const notAuthorized = (message: string = MESSAGES.incorrectCredentials) =>
  new IdentityError('NotAuthorizedException', message);
export const invalidParameter = (message: string) => new IdentityError('InvalidParameterException', message);
/** LimitExceededException, saying when the person may try again. */
export const limitExceeded = (retryAfterSeconds: number) =>
  new IdentityError('LimitExceededException', attemptLimitMessage(retryAfterSeconds));
