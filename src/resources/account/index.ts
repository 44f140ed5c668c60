import { preloadable } from '../../app/preloadable';
import type { ConsolePages } from '../../console/resourceDeclaration';

/** The signed-in user's own account tabs (no entity of their own: the sign-in's settings and team). */
export const accountPages: ConsolePages = {
  accountGeneral: preloadable(async () => (await import('./AccountGeneralPage')).default),
  accountNotifications: preloadable(async () => (await import('./AccountNotificationsPage')).default),
  accountTeam: preloadable(async () => (await import('./AccountTeamPage')).default),
};
