import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../src/platform/errors';

/** A database refusal no route foresaw is answered as what it means, never a 500 (nothing was written either way). */
const app = Fastify({ logger: false });
registerErrorHandler(app);
app.get('/fail/:code', async (request) => {
  throw Object.assign(new Error('database refused'), { code: (request.params as { code: string }).code });
});
afterAll(() => app.close());

describe('database refusals as answers', () => {
  it.each([
    ['40P01', 409, 'Another change to the same records was made at the same moment: please try again'],
    ['40001', 409, 'Another change to the same records was made at the same moment: please try again'],
    ['23505', 409, 'This record already exists'],
    ['22001', 400, 'A value is out of range, too long or malformed'],
    ['57014', 503, 'The database took too long to answer: narrow the filters or try again in a moment'],
  ])('SQLSTATE %s → %i', async (code, status, message) => {
    const response = await app.inject({ method: 'GET', url: `/fail/${code}` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ message });
  });

  it('anything else stays a 500 without details', async () => {
    const response = await app.inject({ method: 'GET', url: '/fail/XX000' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ message: 'Internal server error' });
  });
});
