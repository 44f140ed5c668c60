import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { COMPANY_URL } from '../../config/brand';

/** Copyright line and a Terms & Conditions link. */
export function ConsoleFooter() {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()}{' '}
        <Link href={COMPANY_URL} target="_blank" rel="noopener noreferrer" color="inherit">
          {translate('app.company')}
        </Link>
      </Typography>
      <Link href="/terms" target="_blank" rel="noopener noreferrer" variant="body2">
        {translate('app.termsAndConditions')}
      </Link>
    </Box>
  );
}
