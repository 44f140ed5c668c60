import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { DayPickerProps } from './DayPickerField';

const DayPickerField = lazy(() => import('./DayPickerField'));

/** A calendar day input (dd/MM/yyyy shown, yyyy-MM-dd kept); MUI X's pickers download the first time one is shown. */
export function DayPicker(props: DayPickerProps) {
  // The placeholder takes the input's place, so nothing moves when it arrives.
  const placeholder = (
    <Skeleton
      variant="rounded"
      height={props.size === 'small' ? 40 : 56}
      sx={{ width: props.fullWidth ? '100%' : 220 }}
      aria-label={props.label}
    />
  );
  return (
    <Suspense fallback={placeholder}>
      <DayPickerField {...props} />
    </Suspense>
  );
}
