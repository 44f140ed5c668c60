/** Scopes: the first identity group of a user. */
export const ROLES = {
  admin: 'Web-Admin',
  channelPartner: 'Channel-Partner',
  dealer: 'Dealer',
  technician: 'Technician',
  customerCare: 'Customer-Care',
} as const;

export type Role = (typeof ROLES)[keyof typeof ROLES];
export const ALL_ROLES: readonly Role[] = Object.values(ROLES);
export const STAFF_ROLES: readonly Role[] = [ROLES.admin, ROLES.channelPartner, ROLES.dealer, ROLES.customerCare];

export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ALL_ROLES as readonly string[]).includes(value);
}
