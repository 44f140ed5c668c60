import { sql } from 'drizzle-orm';
import { requestCommentSchema, requestKindOfId, type RequestComment } from '../../../../../domain/requests/operations';
import { notFound } from '../../../platform/errors';
import { defineListResource } from '../../../platform/listEngine';
import { type Executor, rowOf } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { COMMENTS_MAX_PAGE_SIZE } from '../../../../../domain/requests/operations';
import { REQUEST_KINDS } from '../../requestKinds';
import { assertOperable, assertReadable, requestHead, type RequestHead } from './access';

/** A request's comments, newest first: request_comments_request_idx (request, created, id) answers the page. */
export const COMMENT_LIST = defineListResource<RequestComment>({
  source: 'request_comments c',
  properties: {
    id: { column: 'c.id::text', type: 'text' },
    requestId: { column: 'c.request_id', type: 'text' },
    comment: { column: 'c.comment', type: 'text' },
    createdAt: { column: 'c.created_at', type: 'timestamp' },
    createdBy: {
      column: 'c.by_user_name',
      type: 'text',
      select: `json_build_object('userName', c.by_user_name, 'role', c.by_role)`,
    },
  },
  defaultSortBy: 'createdAt',
  key: 'c.id',
  maxPageSize: COMMENTS_MAX_PAGE_SIZE,
});

/** The request a comment call names, by its id's prefix (REQ a repair, the others pick-ups); 404 when there is none. */
async function commentedRequest(tx: Executor, id: string): Promise<RequestHead> {
  const kind = requestKindOfId(id);
  const head = kind && (await requestHead(tx, kind, id));
  if (!head) throw notFound(REQUEST_KINDS[kind ?? 'repair'].notFound);
  return head;
}

/** Whoever may act on the request comments on it (a dealer only reads): the comment as the list shows it. */
export async function addComment(
  tx: Executor,
  caller: Caller,
  { requestId, comment }: { requestId: string; comment: string },
): Promise<RequestComment> {
  const head = await commentedRequest(tx, requestId);
  assertOperable(caller, head);
  const { user } = caller;
  const added = await rowOf(
    tx,
    requestCommentSchema,
    sql`INSERT INTO request_comments (request_id, request_kind, comment, by_id, by_user_name, by_role)
        VALUES (${head.id}, ${head.kind}, ${comment}, ${user.sub}, ${user.username}, ${user.role ?? ''})
        RETURNING id::text, request_id AS "requestId", comment,
          to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
          json_build_object('userName', by_user_name, 'role', by_role) AS "createdBy"`,
  );
  return added!;
}

/** The request whose comments a caller reads: whoever may read it (a dealer those of the requests it booked). */
export async function commentsReadable(tx: Executor, caller: Caller, { requestId }: { requestId: string }) {
  const head = await commentedRequest(tx, requestId);
  assertReadable(caller, head);
  return head;
}
