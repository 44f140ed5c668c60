/** What the customers, the profiles and the technicians use of the pincode directory: its post offices. */
export { pincodeAreaMatch, pincodeExists, pincodePlace } from './lookups';
