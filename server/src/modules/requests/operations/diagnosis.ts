import { activityText } from '../../../../../domain/activityEvents';
import { sql } from 'drizzle-orm';
import { CLOSED_STATUSES, REQUEST_OPERATION_MESSAGES } from '../../../../../domain/requests/operations';
import { conflict } from '../../../platform/errors';
import type { Transaction } from '../../../platform/db';
import type { Caller } from '../../../platform/parties';
import { changeRequest, type ChangedRequest } from './change';

/** What was found is kept on an open repair, and in its timeline with the text; a closed one takes none (409). */
export function recordDiagnosis(
  tx: Transaction,
  caller: Caller,
  { id, diagnosis }: { id: string; diagnosis: string },
): Promise<ChangedRequest> {
  return changeRequest(
    tx,
    caller,
    { kind: 'repair', id },
    async (tx, head) => {
      await tx.execute(sql`UPDATE requests SET diagnosis = ${diagnosis} WHERE id = ${head.id}`);
      return { activity: activityText('diagnosisUpdated'), remark: diagnosis };
    },
    (head) => {
      if (CLOSED_STATUSES.includes(head.status)) throw conflict(REQUEST_OPERATION_MESSAGES.closed);
    },
  );
}
