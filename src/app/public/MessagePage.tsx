import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLabels } from '../../i18n/translate';

/** Body of the generic screens (403, not found, coming soon): a headline, a line, an optional action. */
export function MessagePage({
  title,
  text,
  icon,
  action,
}: {
  title: string;
  text: string;
  icon?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Box sx={{ py: 8, px: 2, textAlign: 'center' }}>
      {icon}
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {text}
      </Typography>
      {action}
    </Box>
  );
}

/** 'Take me home': a plain link to /, so it works inside and outside the console's router basename. */
export function HomeLink() {
  const t = useLabels();
  return (
    <Button variant="contained" href="/">
      {t('pages.takeMeHome')}
    </Button>
  );
}
