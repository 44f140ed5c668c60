import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useLabels } from '../i18n/translate';

export interface RemarkDialogProps {
  open: boolean;
  title: string;
  onSubmit: (remark: string) => void;
  onClose: () => void;
  /** What the remark is about, above the remark box (what a destructive action will do). */
  children?: ReactNode;
}

/**
 * Free-text remark; Submit stays disabled while the remark is empty. The remark lives inside the
 * dialog's content, which the dialog unmounts once closed, so every opening starts empty however the last one ended.
 */
export function RemarkDialog({ open, title, onSubmit, onClose, children }: RemarkDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <RemarkForm onSubmit={onSubmit} onClose={onClose}>
        {children}
      </RemarkForm>
    </Dialog>
  );
}

function RemarkForm({ onSubmit, onClose, children }: Pick<RemarkDialogProps, 'onSubmit' | 'onClose' | 'children'>) {
  const t = useLabels();
  const [remark, setRemark] = useState('');
  return (
    <>
      <DialogContent>
        {children}
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label={t('generic.remark')}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('generic.cancel')}</Button>
        <Button variant="contained" disabled={remark.trim() === ''} onClick={() => onSubmit(remark.trim())}>
          {t('generic.submit')}
        </Button>
      </DialogActions>
    </>
  );
}
