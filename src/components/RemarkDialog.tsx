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

/** Free-text remark; Submit stays disabled while the remark is empty (spec 000 §2.6). */
export function RemarkDialog({ open, title, onSubmit, onClose, children }: RemarkDialogProps) {
  const t = useLabels();
  const [remark, setRemark] = useState('');
  const close = () => {
    setRemark('');
    onClose();
  };
  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {children}
        <TextField autoFocus fullWidth multiline minRows={3} margin="dense" label={t('generic.remark')} value={remark} onChange={(event) => setRemark(event.target.value)} />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('generic.cancel')}</Button>
        <Button variant="contained" disabled={remark.trim() === ''} onClick={() => onSubmit(remark.trim())}>
          {t('generic.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
