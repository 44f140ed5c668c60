import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import type { ReactNode } from 'react';
import { formatDay } from '../../../components/format/formatTimestamp';
import type { ListColumn } from '../../../components/list/types';
import type { RequestListRow } from './listRows';

/** The first product's name, and '+N' for the others of a pick-up. */
function ProductName({ row }: { row: RequestListRow }) {
  const translate = useTranslate();
  const more = row.products.length - 1;
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <span>{row.productName || row.products[0]?.name}</span>
      {more > 0 && <Chip size="small" label={translate('requestLists.moreProducts', { count: more })} />}
    </Stack>
  );
}

/** The appointment's day and slot in one cell. */
function Appointment({ row }: { row: RequestListRow }) {
  return (
    <Stack component="span">
      <span>{formatDay(row.appointmentSlot.date)}</span>
      <span>{row.appointmentSlot.slot}</span>
    </Stack>
  );
}

const CELLS: Record<string, (row: RequestListRow) => ReactNode> = {
  productName: (row) => <ProductName row={row} />,
  channelPartnerName: (row) => (row.channelPartnerName ? `${row.channelPartnerName} (${row.channelPartnerId})` : ''),
  appointmentDate: (row) => <Appointment row={row} />,
};

/** The columns a request list draws otherwise than their kind (StatusTabList's `cell`). */
export const requestCell = (column: ListColumn) => CELLS[column.source];
