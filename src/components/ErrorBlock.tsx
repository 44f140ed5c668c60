import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useLabels } from '../i18n/translate';

/** Generic error block of spec 000 §2.6. */
export function ErrorBlock({ onReload }: { onReload: () => void }) {
  const t = useLabels();
  return (
    <Paper role="alert" variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
      <Typography gutterBottom>{t('generic.errorLoading')}</Typography>
      <Button variant="contained" startIcon={<RefreshIcon />} onClick={onReload}>
        {t('generic.reloadData')}
      </Button>
    </Paper>
  );
}
