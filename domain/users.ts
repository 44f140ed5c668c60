import { z } from './zod';
import { EMAIL_MAX } from './constants';
import { technicianMobileSchema } from './auth';

/** GET users/technician/otp/{mobile}: the ten digits the technician typed. */
export const technicianOtpParamsSchema = z.object({
  mobile: technicianMobileSchema.shape.mobile.regex(/^\d+$/, 'Mobile Number must contain only digits'),
});

/** GET master/user/getByOptions: look a user up by e-mail or id, optionally checking a password. */
export const userByOptionsQuerySchema = z
  .object({
    email: z.string().trim().max(EMAIL_MAX).email('Must be a valid email').optional(),
    id: z.string().trim().min(1).max(255).optional(),
    password: z.string().min(1).max(255).optional(),
  })
  .refine((query) => query.email !== undefined || query.id !== undefined, {
    message: 'Email or id is required',
    path: ['email'],
  });

/** A user as the API shows it: never a password or its hash. */
export interface UserSummary {
  id: string;
  username: string;
  pool: 'staff' | 'technician';
  email: string | null;
  name: string | null;
  status: string;
  enabled: boolean;
  groups: string[];
  attributes: Record<string, string>;
  createdAt: string | null;
}

/** GET users/getUserDetails: the session user with the record of their role. */
export interface UserDetails {
  id: string;
  username: string;
  attributes: Record<string, string>;
  groups: string[];
  scope: string | null;
  /**
   * Who the user works for: a channel partner's own user and its staff users, its partner's
   * name; a technician, the partner it belongs to; a dealer, its firm; admins and customer care, the identity's
   * `custom:organization`, else COMPANY_NAME. Null for a partner, technician or dealer user whose record is not found.
   */
  organization: string | null;
  profile: {
    cpId?: string | null;
    cpName?: string | null;
    technicianId?: string | null;
    dealerId?: string | null;
    dealerStatus?: string | null;
  };
}
