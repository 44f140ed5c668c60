import type { RequestKindName } from '../../domain/requests/statuses';

/*
 * The react-admin names of the resources that more than one part of the console refers to: a list, a reference
 * select or a card of another resource's page reads them by name, so the name is written once, here.
 */

/** Channel partners; their API path is the same. */
export const PARTNER_RESOURCE = 'channel-partner';
/** Customers, and the API path they are read and written at (GET users/customer/{id}). */
export const CUSTOMER_RESOURCE = 'customers';
export const CUSTOMER_API_PATH = 'users/customer';
/** Payments; their API path is the same. */
export const PAYMENT_RESOURCE = 'payments';
/** The escalation queue, and its API path. */
export const ESCALATION_RESOURCE = 'escalations';
export const ESCALATION_API_PATH = 'escalations';
/** The resource (and API path) of each kind of request. */
export const REQUEST_RESOURCES: Record<RequestKindName, string> = { repair: 'requests', pickUp: 'pickUpRequests' };
