import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useLabels } from '../../i18n/translate';

/** Privacy and terms open in a new tab. */
export function LoginLinks() {
  const t = useLabels();
  const external = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
      {t('auth.agree')}{' '}
      <Link href="/terms" {...external}>
        {t('auth.terms')}
      </Link>{' '}
      {t('auth.and')}{' '}
      <Link href="/privacy" {...external}>
        {t('auth.privacy')}
      </Link>
    </Typography>
  );
}
