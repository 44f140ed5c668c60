import { useNotify, useRefresh, useUpdate } from 'ra-core';
import { useCallback } from 'react';
import {
  DELETION_MESSAGES,
  type DeletionDecision,
  type DeletionRequestRow,
} from '../../../../domain/customers/deletionStatuses';
import { deletionFailureText } from './deletionFailureText';
import { DELETION_RESOURCE } from './listConfig';

/**
 * Revoke or Delete through the dataProvider: PUT user/deletion/requests/{id}/status {username, status, remark}. A
 * failure of any kind says 'Something went wrong', with the API's reason when it refused
 * (deletionFailureText); success says what happened and reloads the list.
 */
export function useDeletionDecision() {
  const [update, { isPending }] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  const decide = useCallback(
    (row: DeletionRequestRow, status: DeletionDecision, remark: string) =>
      update(
        DELETION_RESOURCE,
        {
          id: row.id,
          data: { username: row.userName, status, remark },
          previousData: row,
          meta: { section: 'status', method: 'PUT' },
        },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            const text = DELETION_MESSAGES[status];
            notify(text, { type: 'success', messageArgs: { _: text } });
            refresh();
          },
          onError: (error) => {
            const text = deletionFailureText(error);
            notify(text, { type: 'error', messageArgs: { _: text } });
          },
        },
      ),
    [update, notify, refresh],
  );
  return { decide, isPending };
}
