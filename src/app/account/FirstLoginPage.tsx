import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { confirmSignIn, updatePassword, updateUserAttributes } from 'aws-amplify/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { firstLoginSchema, newPasswordChallengeSchema } from '../../../domain/web-account';
import { activateAuthPool, storedPool } from '../../authProvider/pools';
import { DASHBOARD_PATH } from '../../authProvider/redirectPath';
import { idTokenClaims } from '../../authProvider/session';
import { storedSession } from '../../authProvider/storedSession';
import { errorMessage, outcomeOf } from '../../authProvider/signInOutcome';
import { useLabels } from '../../i18n/translate';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { PasswordField } from '../../components/form/PasswordField';
import { PublicLayout } from '../public/PublicLayout';

type FirstLogin = { currentPassword: string; password: string; confirmPassword: string };

/** Ends a first login: sets the first-login flag to false and refreshes the tokens that carry it. */
async function finishFirstLogin() {
  await updateUserAttributes({ userAttributes: { 'custom:first_login': 'false' } });
  await idTokenClaims(true);
}

/**
 * Where to go once the password is set: a console path the previous page asked for (a verified partner's profile), else
 * the dashboard.
 */
function nextPath(next: unknown): string {
  return typeof next === 'string' && (next === DASHBOARD_PATH || next.startsWith(`${DASHBOARD_PATH}/`))
    ? next
    : DASHBOARD_PATH;
}

/**
 * /first-login. Two ways in: the identity service's new-password challenge (the
 * sign-in session proves the old password), or a signed-in user whose first-login flag is true
 * (asked for the current password again to change it).
 */
export default function FirstLoginPage() {
  const t = useLabels();
  const navigate = useNavigate();
  const state = useLocation().state as { challenge?: string; next?: unknown } | null;
  const challenge = state?.challenge === 'newPassword';
  const next = nextPath(state?.next);
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FirstLogin>({
    resolver: zodResolver(challenge ? newPasswordChallengeSchema : firstLoginSchema) as never,
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });

  const submit = handleSubmit(async ({ currentPassword, password }) => {
    setFailure(undefined);
    try {
      // A challenge continues the sign-in in progress; otherwise the session of the stored pool is used.
      if (!challenge) activateAuthPool(storedPool());
      if (challenge) {
        const outcome = await outcomeOf(await confirmSignIn({ challengeResponse: password }), '');
        if (outcome.step === 'firstLogin') await finishFirstLogin();
        else if (outcome.step !== 'done') throw new Error(`Sign-in needs another step: ${outcome.step}`);
      } else {
        await updatePassword({ oldPassword: currentPassword, newPassword: password });
        await finishFirstLogin();
      }
      navigate(next, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error, t('generic.errorLoading')));
    }
  });

  // Neither a sign-in in progress nor a stored session: there is no password to change, so sign in first.
  if (!challenge && !storedSession()) return <Navigate to="/login" replace />;

  return (
    <PublicLayout title={t('auth.firstLoginTitle')} subtitle={t('auth.firstLoginText')}>
      <Box component="form" noValidate onSubmit={submit}>
        {!challenge && (
          <PasswordField
            {...muiField(register, errors, 'currentPassword')}
            label={t('auth.currentPassword')}
            autoFocus
          />
        )}
        <PasswordField
          {...muiField(register, errors, 'password')}
          label={t('auth.newPassword')}
          autoComplete="new-password"
        />
        <PasswordField
          {...muiField(register, errors, 'confirmPassword')}
          label={t('auth.confirmPassword')}
          autoComplete="new-password"
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={isSubmitting}>
          {t('auth.savePassword')}
        </Button>
        <FormMessage message={failure} />
      </Box>
    </PublicLayout>
  );
}
