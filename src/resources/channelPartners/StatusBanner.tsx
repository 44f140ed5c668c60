import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { STATUS_MESSAGES } from '../../../domain/channelPartner/statuses';

/** The banner a profile's status calls for (spec 000 §2.8); other statuses show none. */
export function StatusBanner({ partner, isPartner }: { partner: Pick<ChannelPartner, 'status' | 'remark'>; isPartner: boolean }) {
  switch (partner.status) {
    case 'Pending':
      return (
        <Alert severity="warning">
          <AlertTitle>{STATUS_MESSAGES.pendingBanner}</AlertTitle>
          {isPartner && STATUS_MESSAGES.pendingNote}
        </Alert>
      );
    case 'Rejected':
      return (
        <Alert severity="error">
          <AlertTitle>{STATUS_MESSAGES.rejectedBanner}</AlertTitle>
          {partner.remark}
        </Alert>
      );
    case 'Revoked':
      return <Alert severity="error">{STATUS_MESSAGES.revokedBanner}</Alert>;
    case 'Resubmission':
      return (
        <Alert severity="info">
          <AlertTitle>{STATUS_MESSAGES.resubmitBanner}</AlertTitle>
          {partner.remark}
        </Alert>
      );
    default:
      return null;
  }
}
