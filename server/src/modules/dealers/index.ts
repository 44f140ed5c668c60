/** The dealer list, as the dashboard counts it. */
export { dealerList } from './list';
export { dealerName, dealerOfSignIn } from './signInProfile';
