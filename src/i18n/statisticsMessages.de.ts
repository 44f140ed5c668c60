import type { StatisticsTranslation } from './statisticsMessages';

/** German labels of the statistics page. */
export const statisticsMessagesDe: StatisticsTranslation = {
  statistics: {
    title: 'Statistiken',
    fromDate: 'Von',
    toDate: 'Bis',
    services: 'Services',
    allServices: 'Alle Services',
    export: 'Exportieren',
    rangeBackwards: 'Bis darf nicht vor Von liegen',
    rangeTooLong: 'Höchstens %{days} Tage wählen',
    loading: 'Zahlen werden geladen…',
    empty: 'In diesem Zeitraum wurden keine Aufträge gebucht.',
    chartLabel: 'Diagramm: %{title}',
    tableLabel: 'Tabelle: %{title}',
    reports: {
      requestsPerWeek: {
        title: 'Aufträge pro Woche',
        description:
          'Gebuchte Aufträge je ISO-Woche (Montag bis Sonntag, indische Zeit) ' +
          'und wie viele davon inzwischen abgeschlossen oder storniert sind.',
      },
      resolutionTime: {
        title: 'Zeit bis zur Erledigung',
        description:
          'Durchschnittliche Stunden von der Buchung bis zur ersten Erledigung (Reparatur gelöst, Abholung abgeholt).',
      },
      revenuePerWeek: {
        title: 'Umsatz pro Woche',
        description:
          'Zahlungen der Buchungen jeder Woche: eingenommen (bezahlt) ' +
          'und offen (noch nicht bezahlt, Auftrag nicht storniert).',
      },
      top: {
        title: 'Top-Marken, -Produkte und -Probleme',
        description: 'Die zehn Marken, Produkte und Reparaturprobleme mit den meisten gebuchten Aufträgen.',
      },
      perState: {
        title: 'Aufträge und Abholgewicht pro Bundesstaat',
        description: 'Aufträge nach dem Bundesstaat der gebuchten Adresse und die abgeholten Kilogramm.',
      },
    },
    columns: {
      isoWeek: 'ISO-Woche',
      week: 'Woche ab',
      serviceName: 'Service',
      booked: 'Gebucht',
      completed: 'Abgeschlossen',
      cancelled: 'Storniert',
      resolved: 'Erledigt',
      averageHours: 'Durchschnittliche Stunden',
      collectedPaise: 'Eingenommen',
      outstandingPaise: 'Offen',
      kind: 'Art',
      name: 'Name',
      requests: 'Aufträge',
      state: 'Bundesstaat',
      pickUps: 'Abholungen',
      weightKg: 'Gewicht (kg)',
    },
    kinds: { brand: 'Marke', product: 'Produkt', issue: 'Problem' },
  },
};
