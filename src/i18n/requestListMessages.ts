/** The columns and filters both request lists share (the pick-up list names its technician otherwise). */
const requestFields = {
  id: 'Request ID',
  productName: 'Product Name',
  channelPartnerName: 'Channel Partner',
  channelPartnerId: 'Channel Partner ID',
  technicianName: 'Technician',
  technicianId: 'Technician',
  customerName: 'Customer Name',
  createdAt: 'Booking Date',
  appointmentDate: 'Appointment Date',
  appointmentTime: 'Appointment Slot',
  status: 'Status',
  paymentStatus: 'Payment Status',
  serviceId: 'Service',
  'createdAt@isAfter': 'Booked From',
  'createdAt@isBefore': 'Booked Till',
  'appointmentDate@isAfter': 'Appointment From',
  'appointmentDate@isBefore': 'Appointment Till',
};

/**
 * English labels of the request lists (services, services/repair-request/all and add/{serviceId}) and the dashboard's
 * request counts: the lists' columns and filters (`resources.requests`, `resources.pickUpRequests`) and `requestLists`.
 */
export const requestListMessages = {
  resources: {
    requests: {
      name: 'Repair Request |||| Repair Requests',
      fields: requestFields,
    },
    pickUpRequests: {
      name: 'Pick-up Request |||| Pick-up Requests',
      fields: {
        ...requestFields,
        technicianName: 'Collection Agent',
        technicianId: 'Collection Agent',
      },
    },
  },
  requestLists: {
    servicesTitle: 'Requests by Service',
    allTitle: 'All Repair Requests',
    serviceTitle: '%{service} Requests',
    bookRequest: 'Book Request',
    loading: 'Loading the requests',
    moreProducts: '+%{count}',
    requests: 'request |||| requests',
    yourRequests: 'Your Requests',
    totalOf: '%{count} requests in all',
    partnerWise: 'Requests per Channel Partner',
    channelPartner: 'Channel Partner',
    total: 'Total',
    statuses: 'Statuses',
    partnerWiseService: 'Service',
    partnerWisePeriod: 'Period',
    partnerWisePeriods: { days30: 'Last 30 days', days90: 'Last 90 days', all: 'All time' },
  },
};
