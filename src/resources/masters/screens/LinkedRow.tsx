import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';

/**
 * A table row that opens `to` when clicked; its first cell is a real link (a row cannot be one in HTML) for keyboards
 * and screen readers.
 */
export function LinkedRow({ to, link, children }: { to: string; link: ReactNode; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <TableRow hover onClick={() => navigate(to)} sx={{ cursor: 'pointer' }}>
      <TableCell>
        <Link component={RouterLink} to={to} underline="hover" onClick={(event) => event.stopPropagation()}>
          {link}
        </Link>
      </TableCell>
      {children}
    </TableRow>
  );
}
