import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { canMoveDrive, isDriveEditable, type DriveRecord } from '../../../domain/ewasteDrives/constants';
import { RemarkDialog } from '../../components/RemarkDialog';
import { useNotifyText } from '../../components/useNotifyText';
import { useDriveWrites } from './api';
import { DriveDialog } from './DriveDialog';

/** Edit while not cancelled; Cancel a planned drive, or plan a cancelled one again, each with a remark. */
export function DriveActions({ drive }: { drive: DriveRecord }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const refresh = useRefresh();
  const writes = useDriveWrites();
  const [open, setOpen] = useState<'edit' | 'Cancelled' | 'Planned'>();
  const close = () => setOpen(undefined);
  const move = async (status: 'Cancelled' | 'Planned', remark: string) => {
    try {
      await writes.move(drive.id, { status, remark });
      notify(translate(status === 'Cancelled' ? 'ewasteDrives.cancelled' : 'ewasteDrives.replanned'), 'success');
      close();
      refresh();
    } catch (error) {
      notify((error as Error).message || translate('ewasteDrives.failed'), 'error');
    }
  };
  const moves = (['Cancelled', 'Planned'] as const).filter((status) => canMoveDrive(drive.status, status));
  return (
    <Stack direction="row" spacing={1}>
      {isDriveEditable(drive.status) && (
        <Button size="small" variant="outlined" onClick={() => setOpen('edit')}>
          {translate('ewasteDrives.edit')}
        </Button>
      )}
      {moves.map((status) => (
        <Button
          key={status}
          size="small"
          color={status === 'Cancelled' ? 'error' : 'primary'}
          onClick={() => setOpen(status)}
        >
          {translate(status === 'Cancelled' ? 'ewasteDrives.cancel' : 'ewasteDrives.planAgain')}
        </Button>
      ))}
      {open === 'edit' && (
        <DriveDialog
          drive={drive}
          onClose={close}
          onSaved={() => {
            close();
            refresh();
          }}
        />
      )}
      {(open === 'Cancelled' || open === 'Planned') && (
        <RemarkDialog
          open
          title={translate(open === 'Cancelled' ? 'ewasteDrives.cancel' : 'ewasteDrives.planAgain')}
          onClose={close}
          onSubmit={(remark) => void move(open, remark)}
        />
      )}
    </Stack>
  );
}
