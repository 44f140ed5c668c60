import type { requestListMessages } from './requestListMessages';

/** The columns and filters both request lists share (the pick-up list names its technician otherwise). */
const requestFields = {
  id: 'ID de solicitud',
  productName: 'Producto',
  channelPartnerName: 'Socio de canal',
  channelPartnerId: 'ID del socio de canal',
  technicianName: 'Técnico',
  technicianId: 'Técnico',
  customerName: 'Nombre del cliente',
  createdAt: 'Fecha de reserva',
  appointmentDate: 'Fecha de la cita',
  appointmentTime: 'Franja horaria',
  status: 'Estado',
  paymentStatus: 'Estado del pago',
  serviceId: 'Servicio',
  'createdAt@isAfter': 'Reservado desde',
  'createdAt@isBefore': 'Reservado hasta',
  'appointmentDate@isAfter': 'Cita desde',
  'appointmentDate@isBefore': 'Cita hasta',
};

/** Spanish labels of the request lists and the dashboard's request counts. */
export const requestListMessagesEs: typeof requestListMessages = {
  resources: {
    requests: {
      name: 'Solicitud de reparación |||| Solicitudes de reparación',
      fields: requestFields,
    },
    pickUpRequests: {
      name: 'Solicitud de recogida |||| Solicitudes de recogida',
      fields: {
        ...requestFields,
        technicianName: 'Agente de recogida',
        technicianId: 'Agente de recogida',
      },
    },
  },
  requestLists: {
    servicesTitle: 'Solicitudes por servicio',
    allTitle: 'Todas las solicitudes de reparación',
    serviceTitle: 'Solicitudes de %{service}',
    bookRequest: 'Reservar solicitud',
    loading: 'Cargando las solicitudes',
    moreProducts: '+%{count}',
    requests: 'solicitud |||| solicitudes',
    yourRequests: 'Sus solicitudes',
    totalOf: '%{count} solicitudes en total',
    partnerWise: 'Solicitudes por socio de canal',
    channelPartner: 'Socio de canal',
    total: 'Total',
    statuses: 'Estados',
    partnerWiseService: 'Servicio',
    partnerWisePeriod: 'Periodo',
    partnerWisePeriods: { days30: 'Últimos 30 días', days90: 'Últimos 90 días', all: 'Todo el tiempo' },
  },
};
