import { z } from 'zod';

/** What every route answers on a refusal: one sentence, and the field messages of a bad body or query. */
export const errorSchema = z.object({ message: z.string(), errors: z.record(z.string(), z.string()).optional() });

/** What a route answers when there is nothing to return but a sentence ('Link sent successfully!'). */
export const messageSchema = z.object({ message: z.string() });

/** The OpenAPI security of a route that takes the bearer token (every route but the public ones). */
export const security = [{ bearer: [] }];
