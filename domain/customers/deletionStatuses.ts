/**
 * Account-deletion requests without zod: the console's list loads this, not the schemas
 * (tests/e2e/consoleLoading.e2e.ts).
 */

/** Account-deletion request statuses, in lower case as stored and answered (docs/rules/customers.md). */
export const DELETION_STATUSES = ['open', 'revoked', 'deleted'] as const;
type DeletionStatus = (typeof DELETION_STATUSES)[number];

/** What an admin may decide on an open request: Revoke or Delete. */
export const DELETION_DECISIONS = ['revoked', 'deleted'] as const satisfies readonly DeletionStatus[];
export type DeletionDecision = (typeof DELETION_DECISIONS)[number];

/** Ids of deletion requests: 'DEL' and eight digits from a database sequence. */
export const DELETION_REQUEST_ID_PATTERN = /^DEL\d{8,18}$/;

/** The name a deleted customer keeps in every list (first and last name as the customer table holds them). */
export const ANONYMISED_CUSTOMER = { firstName: 'Deleted', lastName: 'customer', name: 'Deleted customer' } as const;

export const DELETION_MESSAGES = {
  /** What a failed status update shows, followed by the server's reason when it gives one. */
  failed: 'Something went wrong',
  notOpen: 'This deletion request is no longer open',
  alreadyOpen: 'This customer already has an open deletion request',
  /** Delete is refused while a repair or pick-up of the customer is still to be done (REQUEST_STAGES open). */
  requestsInProgress: 'The customer has requests in progress; complete or cancel them before deleting the account',
  usernameMismatch: 'Username does not match the deletion request',
  usernameRequired: 'Username is required',
  statusRequired: 'Status must be revoked or deleted',
  notFound: 'Deletion request not found',
  idInvalid: 'Deletion request id is not valid',
  revoked: 'Deletion request revoked',
  deleted: 'Customer account deleted',
} as const;

/** open -> revoked (Revoke) or deleted (Delete), only while open; anything else is refused. */
export function nextDeletionStatus(from: DeletionStatus, decision: DeletionDecision): DeletionStatus | undefined {
  return from === 'open' && (DELETION_DECISIONS as readonly string[]).includes(decision) ? decision : undefined;
}

/** The row's Revoke and Delete buttons are enabled only while the request is open. */
export const isDecidable = (status: DeletionStatus) => status === 'open';

/** A row of the deletion table. */
export interface DeletionRequestRow {
  id: string;
  customerId: string;
  userName: string;
  customerName: string;
  status: DeletionStatus;
  remark: string | null;
  createdAt: string;
  lastUpdate: string;
}

/** GET user/deletion/requests/filters/data: the customer names and statuses the filter bar offers. */
export interface DeletionFilterData {
  customers: string[];
  statuses: DeletionStatus[];
}
