/**
 * The users module's public entry: the record behind a sign-in's role (the account page, customer care's guard, file
 * owners).
 */
export { roleProfile } from './profile';
