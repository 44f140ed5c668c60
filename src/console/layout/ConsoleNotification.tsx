import { Notification } from 'ra-ui-materialui';
import { TOAST_DURATION_MS } from '../../../domain/constants';

/** Toasts top-centre for 6000 ms. */
export function ConsoleNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'center' }} autoHideDuration={TOAST_DURATION_MS} />;
}
