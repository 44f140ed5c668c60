import Alert, { type AlertColor } from '@mui/material/Alert';
import { translateMessage } from '../../i18n/translate';

/**
 * A sentence under or over a form: the provider's error (in the user's language), or a notice from the previous page.
 */
export function FormMessage({ message, severity = 'error' }: { message?: string; severity?: AlertColor }) {
  if (!message) return null;
  return (
    <Alert severity={severity} sx={{ mt: 2 }} role={severity === 'error' ? 'alert' : 'status'}>
      {translateMessage(message)}
    </Alert>
  );
}
