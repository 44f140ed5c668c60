import { z } from 'zod';
import { NAME_MAX } from '../constants';
import { PUBLISH_STATES } from '../enums';

export const masterName = (label: string) =>
  z.string().trim().min(1, { message: `${label} is required`, abort: true }).max(NAME_MAX, `${label} must be at most ${NAME_MAX} characters`);

export const publishState = z.enum(PUBLISH_STATES, { message: 'Status must be Publish or Unpublish' });

/** GET master/<resource>/getByOptions: exact-match lookups by any of id, name (case-insensitive), status. */
export const masterOptionsQuerySchema = z.object({
  id: z.string().trim().min(1).optional(),
  name: z.string().trim().min(1).optional(),
  status: publishState.optional(),
});

export const masterIdParamsSchema = z.object({ id: z.string().min(1, 'Id is required') });

/** Field message when a master name is taken, e.g. 'Product name already exists'. */
export const duplicateNameMessage = (label: string) => `${label} name already exists`;
