import type { GetListResult } from 'ra-core';
import type { RequestRow } from '../../../../domain/requests/records';

/**
 * A list row with its nested parts also under the list's property names (the columns, sort keys and report columns).
 */
export type RequestListRow = RequestRow & {
  channelPartnerId: string | null;
  channelPartnerName: string | null;
  technicianId: string | null;
  technicianName: string | null;
  appointmentDate: string;
  appointmentTime: string;
};

function listRowOf(row: RequestRow): RequestListRow {
  const { channelPartnerId, channelPartnerName, technicianId, technicianName } = row.assignee;
  return {
    ...row,
    channelPartnerId,
    channelPartnerName,
    technicianId,
    technicianName,
    appointmentDate: row.appointmentSlot.date,
    appointmentTime: row.appointmentSlot.slot,
  };
}

/** The list's `select`: every row of a page flattened. */
export const flattenPage = (result: GetListResult) => ({
  ...result,
  data: (result.data as RequestRow[]).map(listRowOf),
});
