import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { HttpError, useDataProvider, useNotify, useRefresh, useTranslate, useTranslateLabel } from 'ra-core';
import { useState } from 'react';
import type { ConsoleDataProvider } from '../../../dataProvider';
import type { UploadProgress } from '../../../dataProvider/uploadFile';
import type { MasterConfig } from '../config/types';
import { rejectedRows, type RejectedRow } from './rejectedRows';

const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type State =
  | { step: 'choose' }
  | { step: 'sending'; progress: UploadProgress }
  | { step: 'rejected'; message: string; rows: RejectedRow[] };

function Progress({ progress }: { progress: UploadProgress }) {
  const translate = useTranslate();
  return (
    <Box sx={{ mt: 2 }}>
      <Typography variant="body2" gutterBottom>
        {progress.phase === 'upload'
          ? translate('imports.uploading', { percent: progress.percent })
          : translate('imports.validating')}
      </Typography>
      {progress.phase === 'upload' ? (
        <LinearProgress variant="determinate" value={progress.percent} />
      ) : (
        <LinearProgress />
      )}
    </Box>
  );
}

function Rejected({ resource, message, rows }: { resource: string; message: string; rows: RejectedRow[] }) {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return (
    <Box sx={{ mt: 2 }}>
      <Alert severity="error" sx={{ mb: 1 }}>
        {message}
      </Alert>
      {rows.length > 0 && (
        <Box sx={{ maxHeight: 300, overflow: 'auto' }}>
          <Table size="small" aria-label={translate('imports.rejectedRows')}>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={`${row.line}:${row.field}`}>
                  <TableCell>
                    {translate('imports.rowText', {
                      line: row.line,
                      field: String(translateLabel({ source: row.field, resource })),
                      message: row.message,
                    })}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
}

/** Choose a CSV or XLSX file, upload it with progress, then see every rejected row or 'N records imported'. */
export default function ImportDialog({ config, onClose }: { config: MasterConfig; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [file, setFile] = useState<File>();
  const [state, setState] = useState<State>({ step: 'choose' });
  const sending = state.step === 'sending';

  const upload = async () => {
    if (!file) return;
    setState({ step: 'sending', progress: { phase: 'upload', percent: 0 } });
    try {
      const { imported } = await dataProvider.importFile(config.resource, file, (progress) =>
        setState({ step: 'sending', progress }),
      );
      notify('imports.done', { type: 'success', messageArgs: { smart_count: imported } });
      refresh();
      onClose();
    } catch (error) {
      const body = error instanceof HttpError ? error.body : undefined;
      const message = error instanceof Error ? error.message : translate('ra.notification.http_error');
      setState({ step: 'rejected', message, rows: rejectedRows(body) });
    }
  };

  const template = async () => {
    try {
      await dataProvider.downloadTemplate(config.resource, `${config.exportName} template.csv`);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    }
  };

  return (
    <Dialog open onClose={sending ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate('imports.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" gutterBottom>
          {translate('imports.help')}{' '}
          <Link component="button" type="button" onClick={() => void template()}>
            {translate('imports.template')}
          </Link>
        </Typography>
        <Button variant="outlined" component="label" disabled={sending} sx={{ mt: 1 }}>
          {translate('imports.chooseFile')}
          <input
            hidden
            type="file"
            accept={ACCEPT}
            aria-label={translate('imports.chooseFile')}
            onChange={(event) => {
              setFile(event.target.files?.[0]);
              setState({ step: 'choose' });
            }}
          />
        </Button>
        {file && (
          <Typography variant="body2" component="span" sx={{ ml: 2 }}>
            {file.name}
          </Typography>
        )}
        {state.step === 'sending' && <Progress progress={state.progress} />}
        {state.step === 'rejected' && <Rejected resource={config.resource} message={state.message} rows={state.rows} />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={sending}>
          {translate('generic.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void upload()} disabled={!file || sending}>
          {translate('imports.upload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
