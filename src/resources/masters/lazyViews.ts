import type { ComponentType } from 'react';
import { preloadable } from '../../app/preloadable';

type Views = typeof import('./views');
type PropsOf<K extends keyof Views> = Parameters<Views[K]> extends [infer P, ...unknown[]] ? P : object;

const screens: { preload: () => Promise<unknown> }[] = [];

/**
 * One master screen, loaded with all the others on first use (one chunk keeps the sign-in page's preload list short).
 */
export function lazyView<K extends keyof Views>(name: K) {
  const screen = preloadable(async () => (await import('./views'))[name] as unknown as ComponentType<PropsOf<K>>);
  screens.push(screen);
  return screen;
}

/**
 * Fetches the master screens ahead of their first use (the console does it as it loads: they are most of an admin's
 * day).
 */
export const preloadMasterViews = () => Promise.all(screens.map((screen) => screen.preload()));
