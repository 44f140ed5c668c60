import { zodResolver } from '../../i18n/messageResolver';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../../components/form/TextInput';
import { confirmSignUp, resendSignUpCode } from 'aws-amplify/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { verifyCodeSchema } from '../../../domain/web-account';
import { activateAuthPool } from '../../authProvider/pools';
import { errorMessage } from '../../authProvider/errors';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../../components/form/BackToLogin';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { PublicLayout } from '../public/PublicLayout';

type VerifyCode = { username: string; code: string };

/** /verify-code: reached when sign-in says the account is not confirmed, carrying the username. */
export default function VerifyCodePage() {
  const t = useLabels();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stateUsername = (useLocation().state as { username?: string } | null)?.username;
  const [message, setMessage] = useState<{ text: string; severity: 'error' | 'success' }>();
  const {
    register,
    handleSubmit,
    getValues,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm<VerifyCode>({
    resolver: zodResolver(verifyCodeSchema),
    defaultValues: { username: stateUsername ?? params.get('username') ?? '', code: '' },
  });
  const submit = handleSubmit(async ({ username, code }) => {
    setMessage(undefined);
    try {
      activateAuthPool('staff');
      await confirmSignUp({ username, confirmationCode: code.trim() });
      navigate('/login', { replace: true, state: { notice: t('auth.verified') } });
    } catch (error) {
      setMessage({ text: errorMessage(error, t('generic.errorLoading')), severity: 'error' });
    }
  });
  const resend = async () => {
    if (!(await trigger('username'))) return;
    try {
      activateAuthPool('staff');
      await resendSignUpCode({ username: getValues('username') });
      setMessage({ text: t('auth.codeResent'), severity: 'success' });
    } catch (error) {
      setMessage({ text: errorMessage(error, t('generic.errorLoading')), severity: 'error' });
    }
  };
  return (
    <PublicLayout title={t('auth.verifyTitle')} subtitle={t('auth.verifyText')}>
      <Box component="form" noValidate onSubmit={submit}>
        <TextInput {...muiField(register, errors, 'username')} label={t('auth.username')} />
        <TextInput
          {...muiField(register, errors, 'code')}
          label={t('auth.code')}
          autoComplete="one-time-code"
          autoFocus
        />
        <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={isSubmitting}>
          {t('auth.verify')}
        </Button>
        <Button fullWidth sx={{ mt: 1 }} onClick={resend}>
          {t('auth.resendCode')}
        </Button>
        <FormMessage message={message?.text} severity={message?.severity} />
      </Box>
      <BackToLogin />
    </PublicLayout>
  );
}
