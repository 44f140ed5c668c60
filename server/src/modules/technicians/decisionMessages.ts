import type { TechnicianDecision } from '../../../../domain/technicians/statuses';
import type { Technician } from '../../../../domain/technicians/profile';
import type { Message } from '../../platform/notify';

const TO_TECHNICIAN: Record<TechnicianDecision, string> = {
  Active:
    'Your Reloop technician profile has been approved. ' +
    'You can now sign in with this mobile number and a one-time code.',
  Rejected: 'Your Reloop technician profile has been rejected.',
  Resubmission:
    'Your Reloop technician profile needs changes. Your channel partner will update it and submit it again.',
};

const TO_PARTNER: Record<TechnicianDecision, string> = {
  Active: 'has been approved and can now sign in',
  Rejected: 'has been rejected',
  Resubmission: 'needs changes: update it and submit it again',
};

const nameOf = (technician: Technician) => `${technician.firstName} ${technician.lastName}`;

/**
 * The review's result goes to the technician and to their channel partner: a text message to
 * the technician's mobile, an e-mail to the partner.
 */
export function decisionMessages(
  technician: Technician,
  partnerEmail: string | undefined,
  status: TechnicianDecision,
  remark: string,
): Message[] {
  const sms: Message = {
    channel: 'sms',
    to: technician.mobile,
    topic: 'profileDecision',
    body: `${TO_TECHNICIAN[status]}\nRemark: ${remark}`,
  };
  if (!partnerEmail) return [sms];
  const mail: Message = {
    channel: 'email',
    to: partnerEmail,
    topic: 'profileDecision',
    subject: `Technician profile review: ${status}`,
    body:
      `Hello ${technician.channelPartner.name},\n\n` +
      `The profile of your technician ${nameOf(technician)} (${technician.id}) ${TO_PARTNER[status]}.\n` +
      `Remark: ${remark}`,
  };
  return [sms, mail];
}
