import { messagesLoaded } from '../i18n/labelLanguage';
import { preloadable } from './preloadable';

/**
 * The console's code (react-admin and the screens), downloaded once: by the /dashboard route, or ahead of it while a
 * person types their sign-in, so that signing in neither waits for it nor shows a spinner in between. The page at the
 * current address comes with it (a reload of /dashboard/masters/product brings the master screens), and the message
 * translations of the language shown.
 */
export const Console = preloadable(async () => {
  const consoleModule = await import('../console/ConsoleApp');
  // The German or Spanish messages too (English has none to load): a screen drawn before them would keep English ones.
  await Promise.all([consoleModule.preloadPageAt(window.location.pathname).catch(() => undefined), messagesLoaded()]);
  return consoleModule.default;
});
export const loadConsole = Console.preload;
