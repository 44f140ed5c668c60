import { MOBILE_PREFIX } from '../../../domain/constants';

/** A mobile number as the console shows it: with +91. */
export const withPrefix = (mobile: string) =>
  mobile.startsWith(MOBILE_PREFIX) ? mobile : `${MOBILE_PREFIX} ${mobile}`;
