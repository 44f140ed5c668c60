/**
 * Everything the sign-in forms need only once the user interacts: the domain schemas (zod), the
 * resolver and the Amplify sign-in flows. Loaded on demand so the login page itself stays small.
 */
export { zodResolver } from '../../i18n/messageResolver';
export {
  adminLoginSchema,
  LOGIN_MESSAGES,
  technicianMobileSchema,
  technicianOtpSchema,
  TECHNICIAN_MESSAGES,
} from '../../../domain/auth';
export { signInStaff } from '../../authProvider/staffSignIn';
export { requestTechnicianOtp, verifyTechnicianOtp } from '../../authProvider/technicianSignIn';
