import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslate } from 'ra-core';
import { STATUS_MESSAGES } from '../../../domain/channelPartner/statuses';

export interface StatusBannerProps {
  status: string;
  /** The latest status change's remark, shown for Rejected and Resubmission. */
  remark?: string | null;
  /** Under 'Profile is under review.': how the result reaches the profile's owner (worded per profile kind). */
  pendingNote?: string;
  /** A revoked profile's sentence; none: no banner. */
  revokedText?: string;
  /** An Inactive profile's sentence (dealers); none: no banner. */
  inactiveText?: string;
}

/**
 * The banner a profile's status calls for, for partners, technicians and dealers; other
 * statuses show none.
 */
export function StatusBanner({ status, remark, pendingNote, revokedText, inactiveText }: StatusBannerProps) {
  const translate = useTranslate();
  // The sentences are the domain's English; the remark is what a person wrote, shown as written.
  const text = (sentence: string | undefined) => sentence && translate(sentence, { _: sentence });
  switch (status) {
    case 'Pending':
      return (
        <Alert severity="warning">
          <AlertTitle>{text(STATUS_MESSAGES.pendingBanner)}</AlertTitle>
          {text(pendingNote)}
        </Alert>
      );
    case 'Rejected':
      return (
        <Alert severity="error">
          <AlertTitle>{text(STATUS_MESSAGES.rejectedBanner)}</AlertTitle>
          {remark}
        </Alert>
      );
    case 'Revoked':
      return revokedText ? <Alert severity="error">{text(revokedText)}</Alert> : null;
    case 'Inactive':
      return inactiveText ? <Alert severity="error">{text(inactiveText)}</Alert> : null;
    case 'Resubmission':
      return (
        <Alert severity="info">
          <AlertTitle>{text(STATUS_MESSAGES.resubmitBanner)}</AlertTitle>
          {remark}
        </Alert>
      );
    default:
      return null;
  }
}
