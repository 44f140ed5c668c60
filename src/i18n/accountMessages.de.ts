import type { AccountTranslation } from './accountMessages';

/** German labels of the account pages. */
export const accountMessagesDe: AccountTranslation = {
  account: {
    tabs: { general: 'Allgemein', notifications: 'Benachrichtigungen', team: 'Team' },
    general: {
      title: 'Konto',
      profile: 'Profil',
      name: 'Name',
      nameFromProfile: 'Ihr Name ist der Name in Ihrem Profil. Ändern Sie ihn auf Ihrer Profilseite.',
      organization: 'Organisation: %{organization}',
      saved: 'Profil gespeichert',
      photo: 'Profilfoto',
      uploadPhoto: 'Foto hochladen',
      removePhoto: 'Foto entfernen',
      photoHint: '.png, .jpg oder .jpeg',
      readOnlyPhoto: 'Sie haben nur Lesezugriff, daher kann Ihr Foto hier nicht geändert werden.',
    },
    password: {
      title: 'Passwort',
      current: 'Aktuelles Passwort',
      next: 'Neues Passwort',
      confirm: 'Neues Passwort bestätigen',
      change: 'Passwort ändern',
      changed: 'Passwort geändert',
      mismatch: 'Die Passwörter müssen übereinstimmen',
      none:
        'Sie melden sich mit einem Einmalcode an, der an Ihr ' +
        'Mobiltelefon gesendet wird. Es gibt kein Passwort zu ändern.',
    },
    notifications: {
      title: 'Benachrichtigungen',
      intro: 'Wählen Sie, welche Nachrichten Sie erhalten. Was Sie ausschalten, wird Ihnen nicht mehr gesendet.',
      email: 'E-Mail',
      sms: 'SMS',
      saved: 'Benachrichtigungen gespeichert',
      topics: {
        requestAssigned: 'Ein Auftrag wird für Sie gebucht oder Ihnen zugewiesen',
        profileDecision: 'Eine Entscheidung zur Profilprüfung (genehmigt, abgelehnt, zurückgesendet)',
      },
      mandatory: {
        title: 'Immer gesendet',
        note: 'Diese Nachrichten werden für die Anmeldung gebraucht und können nicht ausgeschaltet werden.',
        signInCode: 'Einmalige Anmeldecodes',
        invitation: 'Einladungen',
        passwordReset: 'Codes zum Zurücksetzen des Passworts',
      },
    },
    team: {
      title: 'Team',
      partnerIntro:
        'Ihre Mitarbeiter melden sich mit ihrer eigenen E-Mail an und arbeiten für ' +
        'Ihre Firma. Mitarbeiter mit Lesezugriff sehen alles, ändern aber nichts.',
      adminIntro: 'Von hier eingeladene Administratoren und Kundendienst-Benutzer.',
      invite: 'Einladen',
      inviteTitle: 'Teammitglied einladen',
      invited: 'Einladung gesendet',
      name: 'Name',
      email: 'E-Mail',
      access: 'Zugriff',
      role: 'Rolle',
      status: 'Status',
      invitedAt: 'Eingeladen am',
      enabled: 'Darf sich anmelden',
      empty: 'Noch keine Teammitglieder',
      accessChoices: { read: 'Nur lesen', full: 'Voll' },
      roles: {
        'Web-Admin': 'Administrator',
        'Customer-Care': 'Kundendienst',
        'Channel-Partner': 'Mitarbeiter des Partners',
      },
      statuses: { CONFIRMED: 'Aktiv', FORCE_CHANGE_PASSWORD: 'Einladung gesendet', UNKNOWN: 'Unbekannt' },
      changed: 'Teammitglied aktualisiert',
    },
  },
  settings: { system: 'System', saved: 'Einstellungen gespeichert' },
};
