let loading: Promise<typeof import('../console/ConsoleApp')> | undefined;

/**
 * The console's code (react-admin and the screens), downloaded once: by the /dashboard route, or ahead of it while a
 * person types their sign-in, so that signing in does not wait for it.
 */
export const loadConsole = () => (loading ??= import('../console/ConsoleApp'));
