import type { FastifyInstance } from 'fastify';
import { textProblem } from '../../../domain/text';

/** Applies domain/text's rule to every string of every body, query and param of the routes in `app`'s scope. */
export function refuseControlCharacters(app: FastifyInstance, refusal: (field: string, message: string) => Error) {
  app.addHook('preValidation', async (request) => {
    const problem = textProblem(request.params) ?? textProblem(request.query) ?? textProblem(request.body);
    if (problem) throw refusal(problem.field, problem.message);
  });
}
