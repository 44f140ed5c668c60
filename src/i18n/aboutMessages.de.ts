import type { AboutTranslation } from './aboutMessages';

export const aboutMessagesDe: AboutTranslation = {
  about: {
    title: 'Über Reloop',
    product:
      'Reloop ist das Backoffice eines Reparatur- und Recycling-Marktplatzes in Indien: ' +
      'Kunden buchen Reparaturen ihrer Geräte und Abholungen von Elektroschrott, Kunststoff, ' +
      'Altspeiseöl und Textilien; Vertriebspartner und ihre Techniker bedienen sie, Händler ' +
      'buchen für ihre Kunden, und Administratoren führen Katalog, Partner und Zahlungen.',
    version: 'Version',
    build: 'Build',
    builtOn: 'Erstellt am',
    licences: 'Open-Source-Lizenzen',
    licencesIntro: 'Reloop enthält diese Open-Source-Pakete; jedes wird unter seiner Lizenz verwendet.',
    search: 'Pakete oder Lizenzen suchen',
    package: 'Paket',
    packageVersion: 'Version',
    licence: 'Lizenz',
    count: '%{count} Pakete',
    none: 'Kein Paket passt',
  },
  apks: {
    title: 'Mobile Apps herunterladen',
    intro:
      'Android-Versionen der Reloop-Apps. Laden Sie eine herunter ' +
      'und öffnen Sie sie auf dem Telefon, um sie zu installieren.',
    appName: 'App',
    version: 'Version',
    size: 'Größe',
    uploadedAt: 'Hochgeladen',
    uploadedBy: 'Hochgeladen von',
    fileName: 'Datei',
    download: 'Herunterladen',
    upload: 'Version hochladen',
    file: 'App-Paket (.apk)',
    chooseFile: '.apk-Datei wählen',
    none: 'Noch keine App-Versionen',
    uploaded: 'App-Version hochgeladen',
    apps: { 'Technician app': 'Techniker-App', 'Customer app': 'Kunden-App' },
  },
};
