import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLabels } from '../i18n/translate';

export function Logo({ compact = false }: { compact?: boolean }) {
  const t = useLabels();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box component="img" src="/favicon.svg" alt="" sx={{ width: 32, height: 32 }} />
      {!compact && (
        <Typography variant="h6" component="span" color="primary" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {t('app.name')}
        </Typography>
      )}
    </Box>
  );
}
