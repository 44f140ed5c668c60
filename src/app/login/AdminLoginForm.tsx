import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import type { AdminLogin } from '../../../domain/auth';
import { errorMessage } from '../../authProvider/errors';
import type { SignInOutcome } from '../../authProvider/signInOutcome';
import { useLabels } from '../../i18n/translate';
import { FormMessage } from '../../components/form/FormMessage';
import { muiField } from '../../components/form/muiField';
import { PasswordField } from '../../components/form/PasswordField';
import { TextInput } from '../../components/form/TextInput';
import { loadConsole } from '../consoleChunk';
import { lazyZodResolver, loadLoginKit } from './lazyLoginKit';

const resolver = lazyZodResolver<AdminLogin>((kit) => kit.adminLoginSchema);

/** While the person types: the sign-in code, and the console it leads to. */
function preload() {
  void loadLoginKit();
  void loadConsole();
}

/** Admin / Partner tab: e-mail and password; a failure shows the provider's message under the form. */
export function AdminLoginForm({ onOutcome }: { onOutcome: (outcome: SignInOutcome) => void }) {
  const t = useLabels();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AdminLogin>({ resolver, defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async ({ email, password }) => {
    setFailure(undefined);
    const kit = await loadLoginKit();
    try {
      onOutcome(await kit.signInStaff(email, password));
    } catch (error) {
      setFailure(errorMessage(error, kit.LOGIN_MESSAGES.checkCredentials));
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} onInput={preload}>
      <TextInput
        {...muiField(register, errors, 'email')}
        label={t('auth.email')}
        type="email"
        autoComplete="username"
      />
      <PasswordField {...muiField(register, errors, 'password')} label={t('auth.password')} />
      <Box sx={{ textAlign: 'right', mt: 1 }}>
        <Link component={RouterLink} to="/password-recovery" variant="body2">
          {t('auth.forgotPassword')}
        </Link>
      </Box>
      <Button type="submit" variant="contained" size="large" fullWidth sx={{ mt: 2 }} loading={isSubmitting}>
        {t('auth.signIn')}
      </Button>
      <FormMessage message={failure} />
    </Box>
  );
}
