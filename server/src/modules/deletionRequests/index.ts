/** The deletion request list, as the dashboard counts it. */
export { deletionRequestList } from './list';
