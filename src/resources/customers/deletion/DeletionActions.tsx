import BlockIcon from '@mui/icons-material/Block';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import {
  type DeletionDecision,
  type DeletionRequestRow,
  isDecidable,
} from '../../../../domain/customers/deletionStatuses';
import { RemarkDialog } from '../../../components/RemarkDialog';
import { useDeletionDecision } from './useDeletionDecision';

/**
 * The Action cell: Revoke and Delete, enabled only while the request is open, each confirmed in 'Are You Sure' with a
 * remark.
 */
export function DeletionActions() {
  const row = useRecordContext<DeletionRequestRow>();
  const translate = useTranslate();
  const { decide, isPending } = useDeletionDecision();
  const [confirming, setConfirming] = useState<DeletionDecision>();
  if (!row) return null;
  const open = isDecidable(row.status);
  const names = { id: row.id, name: row.customerName };
  return (
    // Clicks inside the cell (and its dialog, rendered in a portal) must not open the row.
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      justifyContent="flex-end"
      flexWrap={{ xs: 'wrap', sm: 'nowrap' }}
      useFlexGap
      onClick={(event) => event.stopPropagation()}
    >
      {/* Named on every screen: react-admin's Button turns into a bare icon on a phone, nameless once disabled. */}
      <Button
        size="small"
        startIcon={<BlockIcon />}
        onClick={() => setConfirming('revoked')}
        disabled={!open || isPending}
      >
        {translate('deletionRequests.revoke')}
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setConfirming('deleted')}
        disabled={!open || isPending}
      >
        {translate('deletionRequests.delete')}
      </Button>
      {confirming && (
        <RemarkDialog
          open
          title={translate('deletionRequests.confirmTitle')}
          onClose={() => setConfirming(undefined)}
          onSubmit={(remark) => {
            setConfirming(undefined);
            void decide(row, confirming, remark);
          }}
        >
          <Typography variant="body2">
            {translate(confirming === 'deleted' ? 'deletionRequests.deleteText' : 'deletionRequests.revokeText', names)}
          </Typography>
        </RemarkDialog>
      )}
    </Stack>
  );
}
