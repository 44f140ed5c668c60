import type { NotificationChannel } from '../../../../domain/account/constants';
import type { IdentityUser } from '../../identity/admin';

/** The one form of an address that choices are kept under: lower-case e-mail, or a mobile's last ten digits. */
export function recipientKey(channel: NotificationChannel, address: string): string {
  return channel === 'email' ? address.trim().toLowerCase() : address.replace(/\D/g, '').slice(-10);
}

/** Where a user's messages go, per channel: the e-mail and mobile attributes, else a username that is one. */
export function addressesOf(
  user: Pick<IdentityUser, 'username' | 'attributes'>,
): Partial<Record<NotificationChannel, string>> {
  const email = user.attributes.email ?? (user.username.includes('@') ? user.username : undefined);
  const mobile = user.attributes.phone_number ?? (user.username.startsWith('+') ? user.username : undefined);
  return { ...(email && { email: recipientKey('email', email) }), ...(mobile && { sms: recipientKey('sms', mobile) }) };
}
