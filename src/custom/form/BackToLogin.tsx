import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { t } from '../../i18n/translate';

export function BackToLogin() {
  return (
    <Typography variant="body2" align="center" sx={{ mt: 2 }}>
      <Link component={RouterLink} to="/login">
        {t('auth.backToLogin')}
      </Link>
    </Typography>
  );
}
