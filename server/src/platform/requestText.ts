import type { FastifyInstance } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '../../../domain/text';

/** Applies domain/text's rule to every string of every body, query and param of the routes in `app`'s scope. */
export function refuseControlCharacters(app: FastifyInstance, refusal: (field: string, message: string) => Error) {
  app.addHook('preValidation', async (request) => {
    const field = controlCharacterPath(request.params) ?? controlCharacterPath(request.query) ?? controlCharacterPath(request.body);
    if (field !== undefined) throw refusal(field, CONTROL_CHARACTER_MESSAGE);
  });
}
