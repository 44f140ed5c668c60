import { z } from '../zod';
import { masterName, publishState, requiredText } from './common';

/** master/service: id like SID101, type, name, publish state. */
export const serviceCreateSchema = z.object({
  type: requiredText('Service type', 100),
  name: masterName('Service name'),
  status: publishState.default('Publish'),
});
export const serviceUpdateSchema = serviceCreateSchema.extend({ id: z.string().min(1, 'Id is required') });
export interface Service {
  id: string;
  type: string;
  name: string;
  status: z.infer<typeof publishState>;
  createdAt: string;
  lastUpdate: string;
}
