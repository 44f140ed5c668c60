import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { TextWithEmails } from '../format/EmailText';

/**
 * A label over its value in a section's read view; an e-mail address in a text value wraps only after its '@' or before
 * a dot.
 */
export function ReadOnlyField({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ wordBreak: 'break-word' }}>
        {value === null || value === undefined || value === '' ? (
          '—'
        ) : typeof value === 'string' ? (
          <TextWithEmails text={value} />
        ) : (
          value
        )}
      </Typography>
    </Box>
  );
}

/** Read-view fields in a grid: one column on mobile, more as the card widens. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
