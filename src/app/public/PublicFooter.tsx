import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { COMPANY_URL } from '../../config/brand';
import { useLabels } from '../../i18n/translate';

/** Copyright line with the current year and a company link. */
export function PublicFooter() {
  const t = useLabels();
  return (
    <Typography component="footer" variant="body2" color="text.secondary" align="center" sx={{ py: 3 }}>
      © {new Date().getFullYear()}{' '}
      <Link href={COMPANY_URL} target="_blank" rel="noopener noreferrer" color="inherit">
        {t('app.company')}
      </Link>
      . {t('app.rightsReserved')}
    </Typography>
  );
}
