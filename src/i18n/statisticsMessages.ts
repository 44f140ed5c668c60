import type { Texts } from './texts';

/**
 * English labels of the statistics page: the filter bar, each report's section (title, what it counts,
 * its table's columns and its chart's series) and the kinds of the top lists.
 */
export const statisticsMessages = {
  statistics: {
    title: 'Statistics',
    fromDate: 'From date',
    toDate: 'To date',
    services: 'Services',
    allServices: 'All services',
    export: 'Export',
    rangeBackwards: 'To date must not be before from date',
    rangeTooLong: 'Choose at most %{days} days',
    loading: 'Loading the figures…',
    empty: 'No requests were booked in this period.',
    chartLabel: 'Chart: %{title}',
    tableLabel: 'Table: %{title}',
    reports: {
      requestsPerWeek: {
        title: 'Requests per week',
        description:
          'Requests booked each ISO week (Monday to Sunday, India ' +
          'time), and how many of them are now completed or cancelled.',
      },
      resolutionTime: {
        title: 'Time to resolution',
        description:
          'Average hours from booking to the first time the work was done (a repair Resolved, a pick-up Picked Up).',
      },
      revenuePerWeek: {
        title: 'Revenue per week',
        description:
          'Payments of each week’s bookings: collected (Paid) and outstanding (not yet paid, request not cancelled).',
      },
      top: {
        title: 'Top brands, products and issues',
        description: 'The ten brands, products and repair issues with the most requests booked.',
      },
      perState: {
        title: 'Requests and pick-up weight per state',
        description: 'Requests by the state of the address booked for, and the kilograms picked up.',
      },
    },
    columns: {
      isoWeek: 'ISO week',
      week: 'Week from',
      serviceName: 'Service',
      booked: 'Booked',
      completed: 'Completed',
      cancelled: 'Cancelled',
      resolved: 'Resolved',
      averageHours: 'Average hours',
      collectedPaise: 'Collected',
      outstandingPaise: 'Outstanding',
      kind: 'Kind',
      name: 'Name',
      requests: 'Requests',
      state: 'State',
      pickUps: 'Pick-ups',
      weightKg: 'Weight (kg)',
    },
    kinds: { brand: 'Brand', product: 'Product', issue: 'Issue' },
  },
};

/** A translation of the statistics page: every key of the English messages. */
export type StatisticsTranslation = Texts<typeof statisticsMessages>;
