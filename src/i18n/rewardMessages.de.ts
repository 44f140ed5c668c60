import type { RewardTranslation } from './rewardMessages';

/** German labels of the reward-points screen. */
export const rewardMessagesDe: RewardTranslation = {
  resources: {
    rewards: {
      name: 'Bonuseintrag |||| Bonuseinträge',
      fields: {
        createdAt: 'Datum',
        userName: 'Benutzer',
        holderName: 'Name',
        holderType: 'Inhaber',
        holderId: 'Inhaber-ID',
        idType: 'Art',
        id: 'Bezug',
        description: 'Beschreibung',
        points: 'Punkte',
        'createdAt@isAfter': 'Von',
        'createdAt@isBefore': 'Bis',
      },
    },
  },
  rewards: {
    title: 'Bonuspunkte',
    matrix: 'Punkte pro Monat',
    matrixRange: 'Angezeigte Monate',
    months: { '6': 'Letzte 6 Monate', '12': 'Letzte 12 Monate', '24': 'Letzte 24 Monate' },
    credited: 'Gutgeschrieben',
    debited: 'Abgebucht',
    encashed: 'Ausgezahlt',
    noMatrix: 'In diesen Monaten wurden keine Punkte bewegt',
    loadingMatrix: 'Diagramm wird geladen',
    chartLabel: 'Gutgeschriebene, abgebuchte und ausgezahlte Bonuspunkte pro Monat',
    addEntry: 'Gutschrift / Abbuchung',
    entryTitle: 'Bonuspunkte gutschreiben oder abbuchen',
    holderType: 'Inhaber',
    userName: 'Benutzername',
    userNameHelp: 'Die Mobilnummer eines Kunden oder der Benutzername eines Technikers oder Partners',
    kind: 'Eintrag',
    points: 'Punkte',
    reason: 'Grund',
    save: 'Speichern',
    saved: 'Der Eintrag ist gespeichert: Der Kontostand beträgt jetzt %{balance}',
  },
  statuses: {
    Encashment: 'Auszahlung',
    Credit: 'Gutschrift',
    Debit: 'Abbuchung',
    Customer: 'Kunde',
    Technician: 'Techniker',
    'Channel Partner': 'Vertriebspartner',
  },
};
