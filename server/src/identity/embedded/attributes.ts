import { IdentityError, MESSAGES } from '../errors';

// What a signed-in user may change about themselves. `email` and `phone_number` are not here: the API trusts them
// to find the user's partner or dealer record, and `custom:id` names the technician record.
const SELF_WRITABLE = new Set([
  'name',
  'given_name',
  'family_name',
  'middle_name',
  'nickname',
  'preferred_username',
  'picture',
  'profile',
  'website',
  'gender',
  'birthdate',
  'zoneinfo',
  'locale',
  'address',
  'custom:first_login',
]);

function assertWritable(attributes: Record<string, string>, allowed: Set<string>) {
  const refused = Object.keys(attributes).find((name) => !allowed.has(name));
  if (refused) throw new IdentityError('NotAuthorizedException', MESSAGES.unauthorizedAttribute);
}

export const assertSelfWritable = (attributes: Record<string, string>) => assertWritable(attributes, SELF_WRITABLE);

/** How Cognito shows where a code went: `a***@r***` or `+*******3210`. */
function maskDestination(channel: 'email' | 'sms', to: string): string {
  if (channel === 'sms') return `+${'*'.repeat(Math.max(0, to.length - 5))}${to.slice(-4)}`;
  const [local = '', domain = ''] = to.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

/** Where a user's codes go: e-mail when known, otherwise the mobile number. */
export function deliveryOf(username: string, attributes: Record<string, string>) {
  const email = attributes.email ?? (username.includes('@') ? username : undefined);
  if (email) return { channel: 'email' as const, to: email, attributeName: 'email' };
  const phone = attributes.phone_number ?? (username.startsWith('+') ? username : undefined);
  if (phone) return { channel: 'sms' as const, to: phone, attributeName: 'phone_number' };
  return undefined;
}

export type Delivery = NonNullable<ReturnType<typeof deliveryOf>>;

/** Where an unknown user's code would have gone, judged from the username alone: answered, never used. */
export const presumedDelivery = (username: string): Delivery =>
  deliveryOf(username, {}) ?? { channel: 'email', to: username, attributeName: 'email' };

export function codeDeliveryDetails(delivery: Delivery) {
  return {
    Destination: maskDestination(delivery.channel, delivery.to),
    DeliveryMedium: delivery.channel === 'email' ? 'EMAIL' : 'SMS',
    AttributeName: delivery.attributeName,
  };
}
