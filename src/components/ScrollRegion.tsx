import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

/**
 * A table's box that scrolls sideways (and down, below `maxHeight`) where its columns outgrow a phone, as a named
 * region a keyboard can reach and scroll (axe scrollable-region-focusable).
 */
export function ScrollRegion({
  label,
  maxHeight,
  children,
}: {
  label: string;
  maxHeight?: number;
  children: ReactNode;
}) {
  return (
    <TableContainer sx={{ maxHeight, overflowX: 'auto' }} tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}
