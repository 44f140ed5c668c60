import { HttpError } from 'ra-core';
import { DELETION_MESSAGES } from '../../../../domain/customers/deletionStatuses';

/**
 * The toast of a failed Revoke or Delete: the spec's 'Something went wrong', followed by the API's own
 * sentence when it refused the call (a 4xx says why, e.g. the customer's requests still in progress). A failure of the
 * server or the network adds nothing: its text would not help the admin.
 */
export function deletionFailureText(error: unknown): string {
  const reason = error instanceof HttpError && error.status >= 400 && error.status < 500 ? error.message.trim() : '';
  return reason && reason !== DELETION_MESSAGES.failed
    ? `${DELETION_MESSAGES.failed}: ${reason}`
    : DELETION_MESSAGES.failed;
}
