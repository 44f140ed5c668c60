import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useLabels } from '../../i18n/translate';

export function BackToLogin() {
  const t = useLabels();
  return (
    <Typography variant="body2" align="center" sx={{ mt: 2 }}>
      <Link component={RouterLink} to="/login">
        {t('auth.backToLogin')}
      </Link>
    </Typography>
  );
}
