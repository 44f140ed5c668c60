import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import { required, useNotify, useTranslate } from 'ra-core';
import { PasswordInput, SimpleForm } from 'react-admin';
import { SaveToolbar } from './SaveToolbar';
import { useNotifyText } from '../../components/useNotifyText';
import { errorMessage, errorName } from '../../authProvider/errors';

interface PasswordChange {
  currentPassword?: string;
  password?: string;
  confirmPassword?: string;
}

const requiredPassword = [required()];
const matchesNewPassword = (value: string, values: PasswordChange) =>
  value === values.password ? undefined : 'account.password.mismatch';
const confirmValidators = [required(), matchesNewPassword];

/** Which field an identity refusal belongs to: a wrong current password, or a new one the pool's policy refuses. */
const FIELD_OF_ERROR: Record<string, keyof PasswordChange> = {
  NotAuthorizedException: 'currentPassword',
  InvalidPasswordException: 'password',
};

/**
 * Change password through Amplify's updatePassword (the identity's ChangePassword). Technicians sign in with a
 * one-time code and have no password: the card says so instead.
 */
export function PasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyText = useNotifyText();
  const change = async ({ currentPassword = '', password = '' }: PasswordChange) => {
    // Amplify is loaded, and pointed at the pool that signed in, only now (it stays out of the console's first
    // download).
    const { changePassword } = await import('../../authProvider/amplifySession');
    try {
      await changePassword(currentPassword, password);
    } catch (error) {
      const message = errorMessage(error, translate('generic.errorLoading'));
      const name = errorName(error);
      notifyText(message, 'error');
      const field = FIELD_OF_ERROR[name];
      return field ? { [field]: message } : undefined;
    }
    notify('account.password.changed', { type: 'success' });
    return undefined;
  };
  return (
    <Card>
      <CardHeader
        title={translate('account.password.title')}
        titleTypographyProps={{ component: 'h2', variant: 'h6' }}
      />
      <CardContent>
        {hasPassword ? (
          <SimpleForm
            onSubmit={change}
            toolbar={<SaveToolbar label="account.password.change" />}
            sx={{ p: 0, maxWidth: 420 }}
          >
            <PasswordInput
              source="currentPassword"
              label="account.password.current"
              validate={requiredPassword}
              autoComplete="current-password"
            />
            <PasswordInput
              source="password"
              label="account.password.next"
              validate={requiredPassword}
              autoComplete="new-password"
            />
            <PasswordInput
              source="confirmPassword"
              label="account.password.confirm"
              validate={confirmValidators}
              autoComplete="new-password"
            />
          </SimpleForm>
        ) : (
          <Alert severity="info">{translate('account.password.none')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
