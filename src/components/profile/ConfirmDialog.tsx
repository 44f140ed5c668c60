import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { useId } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  message: string;
  title?: string;
  confirmLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are You Sure?' with the spec's question, before a delete or a decision that cannot be undone. */
export function ConfirmDialog({ open, message, title, confirmLabel, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>
        {title ? translate(title, { _: title }) : translate('profile.confirmTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{translate(message, { _: message })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('profile.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy} autoFocus>
          {confirmLabel ?? translate('profile.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
