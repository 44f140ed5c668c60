import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { TextInput } from '../../components/form/TextInput';
import Link from '@mui/material/Link';
import { confirmResetPassword, resetPassword } from 'aws-amplify/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { passwordResetSchema } from '../../../domain/web-account';
import { activateAuthPool } from '../../authProvider/pools';
import { errorMessage } from '../../authProvider/errors';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../../components/form/BackToLogin';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { PasswordField } from '../../components/form/PasswordField';
import { useCountdown } from '../login/useCountdown';
import { PublicLayout } from '../public/PublicLayout';

/** The identity service refuses another code for the same address within this many seconds. */
const RESEND_SECONDS = 30;

type PasswordReset = z.infer<typeof passwordResetSchema>;

/** /password-reset: the code from the e-mail and a new password; reachable while signed in. */
export default function PasswordResetPage() {
  const t = useLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stateEmail = (useLocation().state as { email?: string } | null)?.email;
  const [failure, setFailure] = useState<string>();
  // Where the last code went: the address the recovery page sent it to, then each resend's.
  const [sentTo, setSentTo] = useState(stateEmail);
  const countdown = useCountdown(RESEND_SECONDS);
  const { restart } = countdown;
  useEffect(() => {
    if (stateEmail) restart();
  }, [stateEmail, restart]);
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<PasswordReset>({
    resolver: zodResolver(passwordResetSchema),
    defaultValues: { email: stateEmail ?? params.get('email') ?? '', code: '', password: '', confirmPassword: '' },
  });
  const submit = handleSubmit(async ({ email, code, password }) => {
    setFailure(undefined);
    try {
      activateAuthPool('staff');
      await confirmResetPassword({ username: email, confirmationCode: code.trim(), newPassword: password });
      navigate('/login', { replace: true, state: { notice: t('auth.passwordChanged') } });
    } catch (error) {
      setFailure(errorMessage(error, t('generic.errorLoading')));
    }
  });
  const resend = async () => {
    setFailure(undefined);
    if (!(await trigger('email'))) return;
    const email = getValues('email');
    try {
      activateAuthPool('staff');
      await resetPassword({ username: email });
      setSentTo(email);
      countdown.restart();
    } catch (error) {
      setFailure(errorMessage(error, t('generic.errorLoading')));
    }
  };
  return (
    <PublicLayout title={t('auth.resetTitle')} subtitle={t('auth.resetText')}>
      <FormMessage message={sentTo && t('auth.codeSent', { email: sentTo })} severity="info" />
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput {...muiField(register, errors, 'email')} label={t('auth.email')} type="email" />
        <TextInput {...muiField(register, errors, 'code')} label={t('auth.code')} autoComplete="one-time-code" />
        <Box sx={{ textAlign: 'right' }}>
          {countdown.remaining > 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('auth.resendCodeIn', { seconds: countdown.remaining })}
            </Typography>
          ) : (
            <Link component="button" type="button" variant="body2" onClick={() => void resend()}>
              {t('auth.resendCode')}
            </Link>
          )}
        </Box>
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
          {t('auth.resetPassword')}
        </Button>
        <FormMessage message={failure} />
      </Box>
      <BackToLogin />
    </PublicLayout>
  );
}
