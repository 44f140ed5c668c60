import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useLabels } from '../i18n/translate';

export function FullPageSpinner() {
  const t = useLabels();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
