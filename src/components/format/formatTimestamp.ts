/** The console and the server's exports write dates alike: one formatter in domain/. */
export { formatDay, formatTimestamp } from '../../../domain/displayFormat';
