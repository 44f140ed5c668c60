export { REQUEST_KINDS, type RequestKind, type RequestKindName } from './kinds';
export {
  completedRequestsOfCustomer,
  paymentRequestJoin,
  requestExists,
  requestParties,
  type RequestParties,
  requestPaymentMethod,
  requestStatusOf,
  storeRequestPaymentStatus,
} from './statements';
