import { preloadable } from '../../app/preloadable';
import type { ConsolePages } from '../../console/resourceDeclaration';

/** The app downloads page. */
export const apkPages: ConsolePages = {
  appDownloads: preloadable(async () => (await import('./AppDownloadsPage')).default),
};
