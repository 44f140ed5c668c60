import { security } from '../../platform/routeSchemas';
import type { z } from 'zod';
import type { OwnerHead, SectionOwner } from './owner';

export { security };

type RouteParts = Pick<SectionOwner<OwnerHead, unknown>, 'guard' | 'tags' | 'responses'>;

/**
 * The options of a section write of `owner`: its guard first, then `schema` (params, body) validated; the whole profile
 * answered.
 */
export const sectionWrite = <Schema extends { params: z.ZodType; body?: z.ZodType }>(
  owner: RouteParts,
  schema: Schema,
) => ({
  onRequest: owner.guard,
  schema: { tags: owner.tags, security, response: owner.responses, ...schema },
});
