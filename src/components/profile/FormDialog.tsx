import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslate } from 'ra-core';
import { useId, type FormEvent, type ReactNode } from 'react';
import { useIsMobile } from '../useIsMobile';

export interface FormDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: () => void;
  saveDisabled?: boolean;
  busy?: boolean;
  saveLabel?: string;
  /** A form-level error (the server's answer to a submit). */
  error?: string;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  children: ReactNode;
}

/**
 * The react-hook-form mode of a form whose Save waits for valid input: each field is checked as it changes and as it is
 * left, so Save never waits on a field that says nothing (a required field not reached yet carries its asterisk).
 */
export const SAVE_WAITS_MODE = 'all' as const;

/** A section's add/edit dialog: full screen on mobile, Save disabled until the form allows it. */
export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  saveDisabled,
  busy,
  saveLabel,
  error,
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const translate = useTranslate();
  const mobile = useIsMobile();
  const titleId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saveDisabled && !busy) onSubmit();
  };
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullScreen={mobile}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent dividers>
          {error && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate('profile.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={saveDisabled || busy}>
            {saveLabel ?? translate('profile.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
