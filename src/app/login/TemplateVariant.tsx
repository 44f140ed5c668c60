import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLabels } from '../../i18n/translate';

/** Leftover template variant: a demo-credentials hint and a sign-up link. */
export function TemplateVariant() {
  const t = useLabels();
  return (
    <>
      <Alert severity="info" sx={{ mb: 1 }}>
        {t('auth.demoHint')}
      </Alert>
      <Typography variant="body2" align="center" sx={{ mt: 2 }}>
        {t('auth.noAccount')}{' '}
        <Link component={RouterLink} to="/register">
          {t('auth.register')}
        </Link>
      </Typography>
    </>
  );
}
