import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ParsedExportRequest } from '../../../../../domain/listExport';
import { streamListExport } from '../../../platform/listExport';
import { requestScope } from '../caller';
import type { RequestKindName } from '../../requestKinds';
import { REQUEST_LISTS, requestScopeFilters } from '../list';

/**
 * POST requests/download/report and POST pickUpRequests/download/report: the list's rows the caller sees, with its
 * filters and sort, as one XLSX sheet streamed batch by batch (keyset batches: a million rows are read once, never held).
 */
export async function downloadRequestReport(
  request: FastifyRequest,
  reply: FastifyReply,
  kind: RequestKindName,
  report: ParsedExportRequest,
) {
  const scope = requestScopeFilters(await requestScope(request));
  return streamListExport(reply, request.server.ctx.database, REQUEST_LISTS[kind], report, { scope });
}
