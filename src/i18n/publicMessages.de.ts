import { LOADING_LABELS } from './loadingLabels';
import type { DeepPartial, PublicMessages } from './publicMessages';

/** German labels of the public pages and shared parts (spec 000 §9: layout labels only); the brand stays as it is. */
export const publicMessagesDe: DeepPartial<PublicMessages> = {
  app: {
    title: 'Reloop Backoffice',
    rightsReserved: 'Alle Rechte vorbehalten.',
    termsAndConditions: 'Allgemeine Geschäftsbedingungen',
    loading: LOADING_LABELS.de,
    configFailed: 'Das Backoffice konnte seine Konfiguration nicht laden.',
    reload: 'Neu laden',
  },
  auth: {
    login: 'Anmeldung',
    welcome: 'Melden Sie sich im Backoffice an',
    adminTab: 'Admin / Partner',
    technicianTab: 'Techniker',
    email: 'E-Mail',
    password: 'Passwort',
    showPassword: 'Passwort anzeigen',
    signIn: 'Anmelden',
    forgotPassword: 'Passwort vergessen?',
    mobile: 'Mobilnummer',
    otp: 'Einmalcode',
    getOtp: 'Code anfordern',
    getOtpIn: 'Code anfordern in %{seconds} s',
    verifyOtp: 'Code bestätigen',
    resendOtp: 'Code erneut senden',
    resendIn: 'Code erneut senden in %{seconds} s',
    changeNumber: 'Nummer ändern',
    otpSent: 'Ein Einmalcode wurde an +91 %{mobile} gesendet.',
    privacy: 'Datenschutzerklärung',
    terms: 'Nutzungsbedingungen',
    agree: 'Mit der Anmeldung akzeptieren Sie unsere',
    and: 'und',
    demoHint: 'Demo: Verwenden Sie admin@reloop.test / Admin@1234',
    noAccount: 'Sie haben noch kein Konto?',
    register: 'Registrieren',
    backToLogin: 'Zurück zur Anmeldung',
    recoveryTitle: 'Passwort wiederherstellen',
    recoveryText:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden ' +
      'Ihnen einen Code, mit dem Sie Ihr Passwort zurücksetzen können.',
    sendCode: 'Code senden',
    resetTitle: 'Passwort zurücksetzen',
    resetText: 'Geben Sie den erhaltenen Code ein und wählen Sie ein neues Passwort.',
    codeSent: 'Wir haben einen Code an %{email} gesendet. Es kann eine Minute dauern, bis er ankommt.',
    resendCodeIn: 'Code erneut senden in %{seconds} s',
    code: 'Code',
    newPassword: 'Neues Passwort',
    confirmPassword: 'Passwort bestätigen',
    currentPassword: 'Aktuelles Passwort',
    resetPassword: 'Passwort zurücksetzen',
    verifyTitle: 'Konto bestätigen',
    verifyText: 'Geben Sie den Code ein, den wir Ihnen gesendet haben, um Ihr Konto zu bestätigen.',
    username: 'Benutzername',
    verify: 'Bestätigen',
    resendCode: 'Code erneut senden',
    codeResent: 'Ein neuer Code wurde gesendet.',
    verified: 'Ihr Konto ist bestätigt. Bitte melden Sie sich an.',
    passwordChanged: 'Ihr Passwort wurde geändert. Bitte melden Sie sich an.',
    firstLoginTitle: 'Passwort festlegen',
    firstLoginText: 'Dies ist Ihre erste Anmeldung. Bitte wählen Sie ein neues Passwort.',
    savePassword: 'Passwort speichern',
    registerTitle: 'Registrieren',
    registerText:
      'Konten für Vertriebspartner, Händler und Techniker werden per ' +
      'Einladung angelegt. Bitten Sie Ihren Administrator um eine Einladung.',
  },
  pages: {
    forbiddenTitle: '403 Verboten!',
    forbiddenText: 'Zugriff verweigert',
    takeMeHome: 'Zur Startseite',
    notFoundTitle: 'Hier ist nichts!',
    notFoundText: 'Die angeforderte Seite existiert nicht.',
    comingSoonTitle: 'Demnächst verfügbar!',
    comingSoonText: 'In Entwicklung',
    pendingTitle: 'Das Profil wird geprüft.',
    pendingText:
      'Sie können Aufträge buchen, sobald Ihr Händlerprofil genehmigt ' +
      'ist. Das Ergebnis erhalten Sie per E-Mail oder Benachrichtigung.',
    termsTitle: 'Nutzungsbedingungen',
    privacyTitle: 'Datenschutzerklärung',
  },
  legal: {
    terms: {
      p1:
        'Dieses Backoffice steht Web-Administratoren, Vertriebspartnern, Händlern und Technikern ' +
        'des Reloop-Marktplatzes für Reparaturen und Recycling-Abholungen in Indien zur Verfügung.',
      p2:
        'Sie müssen Ihre Anmeldedaten vertraulich behandeln, das Backoffice nur für die Ihrer Rolle ' +
        'zugewiesenen Aufgaben nutzen und die von Ihnen eingegebenen Informationen korrekt und aktuell halten.',
      p3:
        'Vertriebspartner und Händler sind für die von ihnen übermittelten ' +
        'Dienstleistungen, Preise, Servicegebiete, Bankdaten und Dokumente verantwortlich. ' +
        'Reloop kann ein Profil prüfen, genehmigen, ablehnen oder widerrufen.',
      p4:
        'Im Backoffice angezeigte Kundendaten dürfen nur zur ' +
        'Bearbeitung des Auftrags verwendet werden, zu dem sie gehören.',
    },
    privacy: {
      p1:
        'Wir erheben die Daten, die für den Betrieb des Marktplatzes nötig sind: ' +
        'Namen, E-Mail-Adressen und Mobilnummern, Geschäfts- und Bankdaten, ' +
        'KYC-Dokumente, Servicegebiete und die von Ihnen bearbeiteten Aufträge.',
      p2:
        'Diese Daten dienen dazu, Partner und Techniker zu verifizieren, Reparatur- und Abholaufträge ' +
        'zuzuweisen und abzuschließen, Partner zu bezahlen und Bonuspunkte gutzuschreiben.',
      p3:
        'Dokumente werden sicher gespeichert und nur den Administratoren ' +
        'angezeigt, die sie prüfen. Wir verkaufen keine personenbezogenen Daten.',
      p4:
        'Um Ihre Daten zu berichtigen oder zu löschen, wenden Sie ' +
        'sich an Ihren Administrator oder an den Reloop-Support.',
    },
  },
  generic: {
    errorLoading: 'Fehler beim Laden der Daten, bitte versuchen Sie es erneut.',
    reloadData: 'Daten neu laden',
    somethingWentWrong: 'Etwas ist schiefgelaufen… ',
    redirecting: 'Weiterleitung zur Übersicht',
    noData: 'Keine Daten vorhanden',
    addDetails: 'Angaben hinzufügen',
    page: 'Seite %{page} von %{pages}',
    pageOfMore: 'Seite %{page} von %{pages}+',
    records: '%{from}–%{to} von %{total}',
    recordsMore: '%{from}–%{to} von %{total}+',
    goToPage: 'Gehe zu Seite',
    previous: 'Vorherige Seite',
    next: 'Nächste Seite',
    filters: 'Filter',
    clear: 'Zurücksetzen',
    export: 'Exportieren',
    apply: 'Anwenden',
    done: 'Fertig',
    submit: 'Absenden',
    cancel: 'Abbrechen',
    close: 'Schließen',
    remark: 'Bemerkung',
    documentNumber: 'Dokumentnummer',
    showFilters: 'Filter einblenden',
    hideFilters: 'Filter ausblenden',
    stillMissing: 'Es fehlt noch: %{items}',
  },
};
