import { lazy, type ComponentType } from 'react';
import { ComingSoonPage } from '../custom/ComingSoonPage';
import type { PageKey } from './routeTable';

/** What each page key of the route table renders; each page is its own download. */
export const PAGES: Record<PageKey, ComponentType> = {
  dashboard: lazy(() => import('./DashboardHome')),
  comingSoon: ComingSoonPage,
  settings: lazy(() => import('./SettingsPage')),
  pincodeMaster: lazy(() => import('../resources/masters/PincodeMasterPage')),
  bookRequest: lazy(() => import('./BookRequestGate')),
};
