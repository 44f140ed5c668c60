import { preloadable } from './preloadable';

/**
 * The console's code (react-admin and the screens), downloaded once: by the /dashboard route, or ahead of it while a
 * person types their sign-in, so that signing in neither waits for it nor shows a spinner in between.
 */
export const Console = preloadable(async () => (await import('../console/ConsoleApp')).default);
export const loadConsole = Console.preload;
