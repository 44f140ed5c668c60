import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { fieldErrors, type ApiError } from '../../../domain/errors';

export { fieldErrors };

/** An error the caller can show: HTTP status, one sentence, optional field messages. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);

/**
 * The API's error answers. An unexpected failure (5xx) answers `failureMessage`: 'Internal server error' by default; a
 * plugin whose screens show a fallback sentence of their own registers the handler again in its context with it.
 */
export function registerErrorHandler(app: FastifyInstance, failureMessage = 'Internal server error') {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      const body: ApiError = { message: error.message, ...(error.errors && { errors: error.errors }) };
      return reply.status(error.statusCode).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: Record<string, string> = {};
      for (const v of error.validation) {
        const key = v.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        errors[key] ??= v.message ?? 'Invalid value';
      }
      const first = Object.values(errors)[0];
      return reply.status(400).send({ message: first ?? 'Invalid request', errors } satisfies ApiError);
    }
    const known = databaseFailure(error);
    if (known) return reply.status(known.status).send({ message: known.message } satisfies ApiError);
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.status(status).send({ message: error.message } satisfies ApiError);
    request.log.error({ err: error }, 'request failed');
    return reply.status(status).send({ message: failureMessage, requestId: String(request.id) } satisfies ApiError);
  });
}

/**
 * Database refusals a route did not foresee, as answers: the statement (and its transaction) failed, so nothing
 * was written. Routes still check their input first; this keeps a missed bound from becoming a 500.
 */
function databaseFailure(error: unknown): { status: number; message: string } | undefined {
  const code = databaseErrorCode(error);
  if (!code) return undefined;
  if (code === '57014')
    return {
      status: 503,
      message: 'The database took too long to answer: narrow the filters or try again in a moment',
    };
  if (code === '23505') return { status: 409, message: 'This record already exists' };
  if (code === '23503')
    return {
      status: 409,
      message: 'A record this refers to does not exist, or another record still refers to this one',
    };
  if (code.startsWith('22') || code === '54000')
    return { status: 400, message: 'A value is out of range, too long or malformed' };
  // Two writes waited on each other (deadlock) or could not both be serialised: the loser rolled back, nothing written.
  if (code === '40P01' || code === '40001')
    return { status: 409, message: 'Another change to the same records was made at the same moment: please try again' };
  return undefined;
}

export function routeNotFound(method: string, url: string): ApiError {
  return { message: `Route ${method} ${url} not found` };
}

/** SQLSTATE of a database error, also when the ORM wraps it (23505 unique, 23503 foreign key). */
export function databaseErrorCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}
