import { sql, type SQL } from 'drizzle-orm';
import type { RequestKindName } from '../../../../domain/requests/statuses';

export type { RequestKindName };

/**
 * The two kinds of request one booking pipeline writes: where each keeps its rows. A module of its own, under requests
 * and the modules that follow a request (payments, files, escalations, statistics, deletion), so that they can name a
 * request's kind without importing the requests module, which imports some of them.
 */
export interface RequestKind {
  name: RequestKindName;
  /** The request table (trusted text, never from a client). */
  table: SQL;
  tableName: 'requests' | 'pick_up_requests';
  /** The activity log's entity type. */
  entityType: string;
  notFound: string;
}

export const REQUEST_KINDS: Record<RequestKindName, RequestKind> = {
  repair: {
    name: 'repair',
    table: sql.raw('requests'),
    tableName: 'requests',
    entityType: 'request',
    notFound: 'Request not found',
  },
  pickUp: {
    name: 'pickUp',
    table: sql.raw('pick_up_requests'),
    tableName: 'pick_up_requests',
    entityType: 'pickUpRequest',
    notFound: 'Pick-up request not found',
  },
};
