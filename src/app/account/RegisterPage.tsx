import Typography from '@mui/material/Typography';
import { useLabels } from '../../i18n/translate';
import { BackToLogin } from '../../components/form/BackToLogin';
import { PublicLayout } from '../public/PublicLayout';

/** /register: the template's sign-up variant; accounts here are created by invitation. */
export default function RegisterPage() {
  const t = useLabels();
  return (
    <PublicLayout title={t('auth.registerTitle')}>
      <Typography color="text.secondary" align="center">
        {t('auth.registerText')}
      </Typography>
      <BackToLogin />
    </PublicLayout>
  );
}
