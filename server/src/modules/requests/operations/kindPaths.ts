import type { RequestKindName } from '../../requestKinds';
import { pickUpTags, repairTags } from '../schemas';

/** Where each kind of request's routes live, and their OpenAPI tags. */
export const KIND_PATHS: Record<RequestKindName, { path: string; tags: string[] }> = {
  repair: { path: '/requests', tags: repairTags },
  pickUp: { path: '/pickUpRequests', tags: pickUpTags },
};

export const REQUEST_KIND_NAMES = Object.keys(KIND_PATHS) as RequestKindName[];
