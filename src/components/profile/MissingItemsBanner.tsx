import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';

export interface MissingItemsBannerProps {
  title: string;
  /** One line per missing item, in the spec's words. */
  lines: readonly string[];
  /** The lines carry their own mark ('* Service Areas are Missing'): no bullet before them. */
  marked?: boolean;
}

/**
 * The checklist of what a profile still lacks before it can be submitted or approved;
 * nothing when complete.
 */
export function MissingItemsBanner({ title, lines, marked = false }: MissingItemsBannerProps) {
  if (lines.length === 0) return null;
  return (
    <Alert severity="warning" role="status" aria-label={title}>
      <AlertTitle>{title}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: marked ? 0 : 2.5, listStyle: marked ? 'none' : undefined }}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    </Alert>
  );
}
