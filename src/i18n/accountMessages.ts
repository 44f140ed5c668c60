import type { Texts } from './texts';

/**
 * English labels of the account pages: general (name, photo, password), notifications and team, and the
 * settings page's `system` theme. Server messages come from domain/account.
 */
export const accountMessages = {
  account: {
    tabs: { general: 'General', notifications: 'Notifications', team: 'Team' },
    general: {
      title: 'Account',
      profile: 'Profile',
      name: 'Name',
      nameFromProfile: 'Your name is the one on your profile. Change it on your profile page.',
      organization: 'Organization: %{organization}',
      saved: 'Profile saved',
      photo: 'Profile photo',
      uploadPhoto: 'Upload photo',
      removePhoto: 'Remove photo',
      photoHint: '.png, .jpg or .jpeg',
      readOnlyPhoto: 'Your access is read-only, so your photo cannot be changed here.',
    },
    password: {
      title: 'Password',
      current: 'Current password',
      next: 'New password',
      confirm: 'Confirm new password',
      change: 'Change password',
      changed: 'Password changed',
      mismatch: 'Passwords must match',
      none: 'You sign in with a one-time code sent to your mobile, so there is no password to change.',
    },
    notifications: {
      title: 'Notifications',
      intro: 'Choose which messages you receive. What you switch off is no longer sent to you.',
      email: 'E-mail',
      sms: 'SMS',
      saved: 'Notification choices saved',
      topics: {
        requestAssigned: 'A request is booked for you or assigned to you',
        profileDecision: 'A profile review decision (approved, rejected, sent back)',
      },
      mandatory: {
        title: 'Always sent',
        note: 'These messages are needed to sign in and cannot be switched off.',
        signInCode: 'One-time sign-in codes',
        invitation: 'Invitations',
        passwordReset: 'Password reset codes',
      },
    },
    team: {
      title: 'Team',
      partnerIntro:
        'Your staff sign in with their own e-mail and work as your ' +
        'firm. Read-only staff can see everything but change nothing.',
      adminIntro: 'Admins and customer care users invited from here.',
      invite: 'Invite',
      inviteTitle: 'Invite a team member',
      invited: 'Invitation sent',
      name: 'Name',
      email: 'E-mail',
      access: 'Access',
      role: 'Role',
      status: 'Status',
      invitedAt: 'Invited on',
      enabled: 'Can sign in',
      empty: 'No team members yet',
      accessChoices: { read: 'Read only', full: 'Full' },
      roles: { 'Web-Admin': 'Admin', 'Customer-Care': 'Customer care', 'Channel-Partner': 'Channel partner staff' },
      statuses: { CONFIRMED: 'Active', FORCE_CHANGE_PASSWORD: 'Invitation sent', UNKNOWN: 'Unknown' },
      changed: 'Team member updated',
    },
  },
  settings: { system: 'System', saved: 'Settings saved' },
};

/** A translation of the account pages: every key of the English messages, so the compiler and a test catch a gap. */
export type AccountTranslation = Texts<typeof accountMessages>;
