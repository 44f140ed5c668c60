/** What the account routes take (shared by the server and the console). */
import { EMAIL_MAX } from '../constants';
import { fileRefSchema } from '../files';
import { choiceOf, requiredText } from '../masters/common';
import { z } from '../zod';
import {
  ACCOUNT_MESSAGES,
  ADMIN_TEAM_ROLES,
  DIRECTIONS,
  LANGUAGES,
  NOTIFICATION_TOPICS,
  OPTIONAL_TOPICS,
  TEAM_ACCESS,
  THEMES,
} from './constants';

const flag = (label: string) => z.boolean({ message: `${label} must be true or false` });

const userSettingsSchema = z.object({
  language: choiceOf(LANGUAGES, 'Language'),
  theme: choiceOf(THEMES, 'Theme'),
  direction: choiceOf(DIRECTIONS, 'Direction'),
  pinSidebar: flag('Pin sidebar'),
});

const channelChoices = z.object({ email: flag('E-mail').optional(), sms: flag('SMS').optional() }).strict();
const notificationChoices = z
  .object(
    Object.fromEntries(NOTIFICATION_TOPICS.map((topic) => [topic, channelChoices.optional()])) as Record<
      keyof typeof OPTIONAL_TOPICS,
      z.ZodOptional<typeof channelChoices>
    >,
  )
  .strict();

/** PUT users/preferences: the four settings together, and/or the notification choices that change. */
export const preferencesUpdateSchema = z
  .object({ settings: userSettingsSchema.optional(), notifications: notificationChoices.optional() })
  .strict()
  .refine((value) => value.settings !== undefined || value.notifications !== undefined, {
    message: ACCOUNT_MESSAGES.nothingToChange,
  });
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;

/** PATCH users/profile: the user's own display name and/or photo (null removes it). */
export const profileUpdateSchema = z
  .object({ name: requiredText('Name').optional(), photo: fileRefSchema.nullable().optional() })
  .strict()
  .refine((value) => value.name !== undefined || value.photo !== undefined, {
    message: ACCOUNT_MESSAGES.nothingToChange,
  });
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;

const email = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required', abort: true })
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .email('Must be a valid email')
  .transform((value) => value.toLowerCase());
const access = choiceOf(TEAM_ACCESS, 'Access');

/** POST users/team: a partner gives the access, an admin the role. */
export const teamInviteSchema = z
  .object({
    name: requiredText('Name'),
    email,
    access: access.optional(),
    role: choiceOf(ADMIN_TEAM_ROLES, 'Role').optional(),
  })
  .strict();
export type TeamInvite = z.input<typeof teamInviteSchema>;

/** PATCH users/team/{username}: the access (partner staff only) and/or whether the member may sign in. */
export const teamMemberUpdateSchema = z
  .object({ access: access.optional(), enabled: flag('Enabled').optional() })
  .strict()
  .refine((value) => value.access !== undefined || value.enabled !== undefined, {
    message: ACCOUNT_MESSAGES.nothingToChange,
  });
export type TeamMemberUpdate = z.input<typeof teamMemberUpdateSchema>;

export const teamMemberParamsSchema = z.object({
  username: z.string().trim().min(1, 'Username is required').max(EMAIL_MAX),
});
