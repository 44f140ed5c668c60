import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useLocaleState, useTranslate } from 'ra-core';
import { formatCount } from '../../format/formatCount';
import { useRunningExports } from './exportProgressStore';

const megabytes = (locale: string, bytes: number) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 }).format(
    bytes / 1_000_000,
  );

/** The exports on their way, in a corner: what each exports, how much has arrived, and a way to stop it. */
export function ExportProgress() {
  const exports = useRunningExports();
  const translate = useTranslate();
  const [locale] = useLocaleState();
  if (!exports.length) return null;
  return (
    <Stack
      spacing={1}
      sx={{
        position: 'fixed',
        right: 16,
        bottom: 16,
        zIndex: (theme) => theme.zIndex.snackbar,
        width: 320,
        maxWidth: 'calc(100vw - 32px)',
      }}
    >
      {exports.map((running) => (
        <Paper key={running.id} elevation={6} role="status" aria-live="polite" sx={{ p: 2 }}>
          <Typography variant="subtitle2">{translate('exports.running', { name: running.name })}</Typography>
          <LinearProgress sx={{ my: 1 }} aria-label={translate('exports.running', { name: running.name })} />
          <Stack direction="row" alignItems="center" justifyContent="space-between">
            <Typography variant="body2" color="text.secondary">
              {running.records !== undefined &&
                `${translate('exports.records', {
                  count: formatCount(running.records),
                  smart_count: running.records,
                })} · `}
              {translate('exports.received', { size: megabytes(locale, running.receivedBytes) })}
            </Typography>
            <Button size="small" onClick={running.cancel}>
              {translate('ra.action.cancel')}
            </Button>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
