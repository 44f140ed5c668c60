import type { requestListMessages } from './requestListMessages';

/** The columns and filters both request lists share (the pick-up list names its technician otherwise). */
const requestFields = {
  id: 'Auftrags-ID',
  productName: 'Produktname',
  channelPartnerName: 'Vertriebspartner',
  channelPartnerId: 'Vertriebspartner-ID',
  technicianName: 'Techniker',
  technicianId: 'Techniker',
  customerName: 'Kundenname',
  createdAt: 'Buchungsdatum',
  appointmentDate: 'Termindatum',
  appointmentTime: 'Zeitfenster',
  status: 'Status',
  paymentStatus: 'Zahlungsstatus',
  serviceId: 'Service',
  'createdAt@isAfter': 'Gebucht ab',
  'createdAt@isBefore': 'Gebucht bis',
  'appointmentDate@isAfter': 'Termin ab',
  'appointmentDate@isBefore': 'Termin bis',
};

/** German labels of the request lists and the dashboard's request counts. */
export const requestListMessagesDe: typeof requestListMessages = {
  resources: {
    requests: {
      name: 'Reparaturauftrag |||| Reparaturaufträge',
      fields: requestFields,
    },
    pickUpRequests: {
      name: 'Abholauftrag |||| Abholaufträge',
      fields: {
        ...requestFields,
        technicianName: 'Abholer',
        technicianId: 'Abholer',
      },
    },
  },
  requestLists: {
    servicesTitle: 'Aufträge nach Service',
    allTitle: 'Alle Reparaturaufträge',
    serviceTitle: 'Aufträge: %{service}',
    bookRequest: 'Auftrag buchen',
    loading: 'Aufträge werden geladen',
    moreProducts: '+%{count}',
    requests: 'Auftrag |||| Aufträge',
    yourRequests: 'Ihre Aufträge',
    totalOf: '%{count} Aufträge insgesamt',
    partnerWise: 'Aufträge je Vertriebspartner',
    channelPartner: 'Vertriebspartner',
    total: 'Gesamt',
    statuses: 'Status',
    partnerWiseService: 'Service',
    partnerWisePeriod: 'Zeitraum',
    partnerWisePeriods: { days30: 'Letzte 30 Tage', days90: 'Letzte 90 Tage', all: 'Gesamter Zeitraum' },
  },
};
