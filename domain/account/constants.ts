/** Account pages and per-user settings: the constants the console and the API share, without zod. */
import { ROLES } from '../roles';

/**
 * The local settings (direction, language, pinned sidebar, theme) and their choices; `system` follows the device's
 * light or dark preference.
 */
export const LANGUAGES = ['en', 'de', 'es'] as const;
export const THEMES = ['light', 'dark', 'system'] as const;
export const DIRECTIONS = ['ltr', 'rtl'] as const;
export type Language = (typeof LANGUAGES)[number];
export type ThemeChoice = (typeof THEMES)[number];
export type Direction = (typeof DIRECTIONS)[number];

export interface UserSettings {
  language: Language;
  theme: ThemeChoice;
  direction: Direction;
  pinSidebar: boolean;
}

export const NOTIFICATION_CHANNELS = ['email', 'sms'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/**
 * Messages a user may switch off, with the channels they travel on: a request booked for or assigned to the user
 * (partner e-mail, technician SMS), and a profile review decision (partner and dealer e-mail, technician SMS).
 */
export const OPTIONAL_TOPICS = {
  requestAssigned: ['email', 'sms'],
  profileDecision: ['email', 'sms'],
} as const satisfies Record<string, readonly NotificationChannel[]>;
export type NotificationTopic = keyof typeof OPTIONAL_TOPICS;
export const NOTIFICATION_TOPICS = Object.keys(OPTIONAL_TOPICS) as NotificationTopic[];

/** Messages that are always sent: without them nobody could sign in or be invited. */
export const MANDATORY_TOPICS = ['signInCode', 'invitation', 'passwordReset'] as const;

export type NotificationChoices = Record<NotificationTopic, Record<NotificationChannel, boolean>>;

/** What a user has not chosen is sent. */
export const DEFAULT_NOTIFICATIONS: NotificationChoices = {
  requestAssigned: { email: true, sms: true },
  profileDecision: { email: true, sms: true },
};

/** GET/PUT users/preferences: `settings` is null until the user first saves them (the browser's then win once). */
export interface UserPreferences {
  settings: UserSettings | null;
  notifications: NotificationChoices;
}

/**
 * Partner staff users sign in as their channel partner; read-only ones carry this identity group after their role, so
 * the token says it and the API refuses their writes in one place (platform/auth.ts).
 */
export const READ_ONLY_GROUP = 'Read-Only';
export const TEAM_ACCESS = ['read', 'full'] as const;
export type TeamAccess = (typeof TEAM_ACCESS)[number];

/** Who an admin's team holds: admins and customer care. */
export const ADMIN_TEAM_ROLES = [ROLES.admin, ROLES.customerCare] as const;

/** GET users/team: one member of the caller's team. */
export interface TeamMember {
  username: string;
  name: string;
  email: string;
  role: string;
  access: TeamAccess;
  enabled: boolean;
  /** CONFIRMED once the member has chosen a password; FORCE_CHANGE_PASSWORD until then. */
  status: string;
  invitedAt: string;
}

/** GET users/profile: the signed-in user's own account. */
export interface AccountProfile {
  username: string;
  email: string | null;
  role: string | null;
  /**
   * The user's own display name (partner staff and admin-side users); for a partner, dealer or technician their profile
   * name.
   */
  name: string;
  /** True when `name` is the user's own (editable here), false when it is their profile's name. */
  nameEditable: boolean;
  photo: { name: string; type: string; key: string } | null;
  access: TeamAccess;
  /** Technicians sign in with a one-time code and have no password. */
  hasPassword: boolean;
}

export const ACCOUNT_PATHS = {
  preferences: 'users/preferences',
  profile: 'users/profile',
  team: 'users/team',
  teamMember: (username: string) => `users/team/${encodeURIComponent(username)}`,
} as const;

export const ACCOUNT_MESSAGES = {
  nothingToChange: 'Nothing to change',
  readOnly: 'Your access is read-only',
  accessRequired: 'Access is required',
  roleRequired: 'Role is required',
  notInTeam: 'No such member in your team',
  notYourself: 'You cannot change your own access',
  photoType: 'Profile photo must be a .png, .jpg or .jpeg image',
  photoNotYours: 'Upload the photo first',
  nameOnProfile: 'Your name is the one on your profile; change it there',
  invited: 'Invitation sent',
  noPartner: 'No channel partner record belongs to this sign-in',
  accessOnlyPartners: "Access applies to a channel partner's team only",
} as const;
