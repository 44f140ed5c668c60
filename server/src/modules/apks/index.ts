/** The technician app's builds, as the file routes serve them. */
export { listApkBuilds } from './builds';
