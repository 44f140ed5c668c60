/** Identity errors are values with a name (e.g. NotAuthorizedException) and a sentence to show. */
export const errorName = (error: unknown) => (error instanceof Error ? error.name : '');
export const errorMessage = (error: unknown, fallback: string) => (error instanceof Error && error.message ? error.message : fallback);
