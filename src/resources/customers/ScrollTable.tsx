import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ScrollColumn<R> {
  key: string;
  label: ReactNode;
  render: (row: R) => ReactNode;
}

export interface ScrollTableProps<R> {
  /** The accessible name of the table. */
  label: string;
  rows: readonly R[];
  rowKey: (row: R) => string;
  columns: readonly ScrollColumn<R>[];
  /** The table scrolls inside this height (spec 001 §2: 400 px for request lists). */
  maxHeight?: number;
  /** Shown instead of the table when there are no rows. */
  empty: ReactNode;
}

/** A table that keeps its header while its rows scroll, and scrolls sideways on a phone instead of squeezing. */
export function ScrollTable<R>({ label, rows, rowKey, columns, maxHeight, empty }: ScrollTableProps<R>) {
  if (rows.length === 0) return <>{empty}</>;
  return (
    <TableContainer sx={{ maxHeight, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table stickyHeader size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
