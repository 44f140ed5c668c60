import type { FastifyReply } from 'fastify';
import type { ParsedExportRequest } from '../../../../../domain/listExport';
import type { AppContext } from '../../../context';
import { streamListExport } from '../../../platform/listExport';
import type { Caller } from '../../../platform/parties';
import { requestScopeOf } from '../caller';
import type { RequestKindName } from '../../requestKinds';
import { REQUEST_LISTS, requestScopeFilters } from '../list';

/**
 * POST requests/download/report and POST pickUpRequests/download/report: the list's rows the caller sees, with its
 * filters and sort, as one XLSX sheet streamed batch by batch (keyset batches: a million rows are read once, never
 * held).
 */
export function downloadRequestReport(
  reply: FastifyReply,
  database: AppContext['database'],
  caller: Caller,
  { kind, report }: { kind: RequestKindName; report: ParsedExportRequest },
) {
  const scope = requestScopeFilters(requestScopeOf(caller));
  return streamListExport(reply, database, REQUEST_LISTS[kind], report, { scope });
}
