import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../../components/form/TextInput';
import { resetPassword } from 'aws-amplify/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { passwordRecoverySchema } from '../../../domain/web-account';
import { activateAuthPool } from '../../authProvider/pools';
import { errorMessage } from '../../authProvider/errors';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../../components/form/BackToLogin';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { PublicLayout } from '../public/PublicLayout';

/** /password-recovery: e-mail -> a reset code, then /password-reset. */
export default function PasswordRecoveryPage() {
  const t = useLabels();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ resolver: zodResolver(passwordRecoverySchema), defaultValues: { email: '' } });
  const submit = handleSubmit(async ({ email }) => {
    setFailure(undefined);
    try {
      activateAuthPool('staff');
      await resetPassword({ username: email });
      navigate(`/password-reset?email=${encodeURIComponent(email)}`, { state: { email } });
    } catch (error) {
      setFailure(errorMessage(error, t('generic.errorLoading')));
    }
  });
  return (
    <PublicLayout title={t('auth.recoveryTitle')} subtitle={t('auth.recoveryText')}>
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput {...muiField(register, errors, 'email')} label={t('auth.email')} type="email" autoFocus />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={isSubmitting}>
          {t('auth.sendCode')}
        </Button>
        <FormMessage message={failure} />
      </Box>
      <BackToLogin />
    </PublicLayout>
  );
}
