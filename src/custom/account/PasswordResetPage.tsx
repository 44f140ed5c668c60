import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../form/TextInput';
import { confirmResetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { z } from 'zod';
import { passwordResetSchema } from '../../../domain/web-account';
import { activateAuthPool } from '../../authProvider/pools';
import { errorMessage } from '../../authProvider/errors';
import { t } from '../../i18n/translate';
import { BackToLogin } from '../form/BackToLogin';
import { FormMessage } from '../form/FormMessage';
import { muiField } from '../form/muiField';
import { PasswordField } from '../form/PasswordField';
import { PublicLayout } from '../PublicLayout';

type PasswordReset = z.infer<typeof passwordResetSchema>;

/** /password-reset: the code from the e-mail and a new password; reachable while signed in. */
export default function PasswordResetPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stateEmail = (useLocation().state as { email?: string } | null)?.email;
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
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
  return (
    <PublicLayout title={t('auth.resetTitle')} subtitle={t('auth.resetText')}>
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput {...muiField(register, errors, 'email')} label={t('auth.email')} type="email" />
        <TextInput {...muiField(register, errors, 'code')} label={t('auth.code')} autoComplete="one-time-code" />
        <PasswordField {...muiField(register, errors, 'password')} label={t('auth.newPassword')} autoComplete="new-password" />
        <PasswordField {...muiField(register, errors, 'confirmPassword')} label={t('auth.confirmPassword')} autoComplete="new-password" />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={isSubmitting}>
          {t('auth.resetPassword')}
        </Button>
        <FormMessage message={failure} />
      </Box>
      <BackToLogin />
    </PublicLayout>
  );
}
