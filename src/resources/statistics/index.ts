import { preloadable } from '../../app/preloadable';
import type { ConsolePages } from '../../console/resourceDeclaration';

/** The statistics page (reports over requests, no entity of its own). */
export const statisticsPages: ConsolePages = {
  statistics: preloadable(async () => (await import('./StatisticsPage')).default),
};
