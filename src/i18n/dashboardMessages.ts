/**
 * English labels of the role dashboards (issue 17 "Dashboards"): each number's name and what it counts, the charts and
 * the short lists (`dashboards`).
 */
export const dashboardMessages = {
  dashboards: {
    loading: 'Loading the dashboard',
    today: 'Today, %{date}',
    metrics: {
      bookedToday: 'Booked today',
      pastAppointment: 'Past their appointment, not resolved',
      visitsToday: "Today's visits",
      visitsTomorrow: "Tomorrow's visits",
      unassigned: 'Without a technician',
      open: 'Open requests',
      resolved: 'Resolved requests',
    },
    approvals: {
      title: 'Waiting for a decision',
      channelPartners: 'Channel partners to approve',
      technicians: 'Technicians to approve',
      dealers: 'Dealers to approve',
      deletionRequests: 'Account deletion requests',
    },
    numberLink: '%{label}, %{service}: %{count}, open the list',
    atLeast: '%{count}+',
    byStatus: 'Requests by Status',
    service: 'Service',
    bookingsChart: 'Bookings per Day, Last 30 Days',
    bookings: 'Bookings',
    slotFillChart: 'Slot Fill, Coming Week',
    booked: 'Booked',
    free: 'Free',
    statusChart: 'Your Requests by Status',
    requests: 'Requests',
    visitsOn: 'Visits %{day}',
    todayLabel: 'today',
    tomorrowLabel: 'tomorrow',
    noVisits: 'No visits on this day.',
    latestBookings: 'Your Latest Bookings',
    noBookings: 'No bookings yet.',
    columns: {
      slot: 'Slot',
      request: 'Request',
      customer: 'Customer',
      address: 'Address',
      technician: 'Technician',
      status: 'Status',
      bookedOn: 'Booked On',
      appointment: 'Appointment',
    },
    unassignedTechnician: 'Not assigned',
  },
};

export type DashboardTranslation = typeof dashboardMessages;
