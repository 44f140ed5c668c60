import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useId, type ReactNode } from 'react';

export interface OperationDialogProps {
  open: boolean;
  title: string;
  /** Submit stays disabled until the dialog's required fields hold something. */
  ready: boolean;
  busy: boolean;
  submitLabel?: string;
  maxWidth?: 'sm' | 'md';
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The request page's dialogs: title, fields, Cancel and Submit (disabled while incomplete or sending). */
export function OperationDialog({
  open,
  title,
  ready,
  busy,
  submitLabel,
  maxWidth = 'sm',
  onSubmit,
  onClose,
  children,
}: OperationDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth={maxWidth}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('requestPage.cancel')}
        </Button>
        <Button variant="contained" disabled={!ready || busy} onClick={onSubmit}>
          {submitLabel ?? translate('requestPage.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
