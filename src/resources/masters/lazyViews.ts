import { lazy, type ComponentType } from 'react';

type Views = typeof import('./views');
type PropsOf<K extends keyof Views> = Parameters<Views[K]> extends [infer P, ...unknown[]] ? P : object;

/** One master screen, loaded with all the others on first use (one chunk keeps the sign-in page's preload list short). */
export const lazyView = <K extends keyof Views>(name: K) => lazy(async () => ({ default: (await import('./views'))[name] as unknown as ComponentType<PropsOf<K>> }));
