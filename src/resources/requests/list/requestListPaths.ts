/** The request lists below /dashboard. */
export const SERVICES_PATH = 'services';
export const ALL_REPAIR_REQUESTS_PATH = 'services/repair-request/all';
export { serviceRequestsPath as serviceListPath } from '../../../../domain/requests/dashboards';
