import { zodResolver } from '../../i18n/messageResolver';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { INVITE_MESSAGES, inviteFormSchema, type InviteForm } from '../../../domain/channelPartner/invite';

export type InviteValues = z.output<typeof inviteFormSchema>;

/** The e-mail as the server compares it (the schema trims and lower-cases it). */
export const emailKey = (email: string | undefined) => (email ?? '').trim().toLowerCase();

/**
 * The invite form's rules: inviteFormSchema, plus 'This email is already in use' for every e-mail the server has
 * reported as taken (on leaving the field, or a 409 on submit), so re-validation keeps the message.
 */
export function inviteResolver(emailsInUse: ReadonlySet<string>): Resolver<InviteForm, unknown, InviteValues> {
  const schema = zodResolver(inviteFormSchema);
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    if (!emailsInUse.has(emailKey(values.primaryEmail)) || result.errors.primaryEmail) return result;
    return {
      values: {},
      errors: { ...result.errors, primaryEmail: { type: 'inUse', message: INVITE_MESSAGES.emailInUse } },
    };
  };
}
