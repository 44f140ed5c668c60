import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useLabels } from '../i18n/translate';

export interface SuccessDialogProps {
  open: boolean;
  title: string;
  message: string;
  extra?: ReactNode;
  onDone: () => void;
}

/** Success dialog: title, message, extra information, Done. */
export function SuccessDialog({ open, title, message, extra, onDone }: SuccessDialogProps) {
  const t = useLabels();
  return (
    <Dialog open={open} onClose={onDone} aria-labelledby="success-dialog-title">
      <DialogContent sx={{ textAlign: 'center', pt: 4 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 64 }} />
        <Typography id="success-dialog-title" variant="h6" gutterBottom>
          {t(title)}
        </Typography>
        <Typography>{t(message)}</Typography>
        {extra && (
          <Typography color="text.secondary" sx={{ mt: 1 }} component="div">
            {extra}
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', pb: 3 }}>
        <Button variant="contained" onClick={onDone}>
          {t('generic.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
