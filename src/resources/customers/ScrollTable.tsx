import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useIsMobile } from '../../components/useIsMobile';

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

const frame = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;

/** A row on a phone: each column's label beside its value, long values wrapping, nothing wider than the card. */
function PhoneRow<R>({ row, columns }: { row: R; columns: readonly ScrollColumn<R>[] }) {
  return (
    <Box component="li" sx={{ p: 1.5, '& + &': { borderTop: 1, borderColor: 'divider' } }}>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
          columnGap: 1.5,
          rowGap: 0.5,
          m: 0,
        }}
      >
        {columns.map((column) => (
          <Fragment key={column.key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {column.label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
              {column.render(row)}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

/**
 * A table that keeps its header while its rows scroll; its cells wrap, so every column stays in view on a desktop, and
 * on a phone each row is a block of label and value (issue 31: no sideways scroll inside a card, no column hidden).
 */
export function ScrollTable<R>({ label, rows, rowKey, columns, maxHeight, empty }: ScrollTableProps<R>) {
  const isMobile = useIsMobile();
  if (rows.length === 0) return <>{empty}</>;
  // A region that scrolls is one a keyboard can reach (axe scrollable-region-focusable).
  const scrolling = maxHeight === undefined ? {} : { tabIndex: 0, role: 'region', 'aria-label': label };
  if (isMobile)
    return (
      <Box sx={{ ...frame, maxHeight, overflowY: 'auto' }} {...scrolling}>
        <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {rows.map((row) => (
            <PhoneRow key={rowKey(row)} row={row} columns={columns} />
          ))}
        </Box>
      </Box>
    );
  return (
    <TableContainer sx={{ ...frame, maxHeight, overflow: 'auto' }} {...scrolling}>
      <Table stickyHeader size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column.key} sx={{ fontWeight: 600 }}>
                {column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover>
              {columns.map((column) => (
                <TableCell key={column.key} sx={{ overflowWrap: 'break-word' }}>
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
