import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { crumbsFor, humanize } from './crumbs';

/** Breadcrumbs starting at Home (spec 000 §2.6). */
export function Breadcrumbs() {
  const translate = useTranslate();
  const crumbs = crumbsFor(useLocation().pathname);
  return (
    <MuiBreadcrumbs aria-label={translate('layout.breadcrumb')} sx={{ mb: 1 }}>
      {crumbs.length === 0 ? (
        <Typography color="text.primary">{translate('crumbs.home')}</Typography>
      ) : (
        <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
          {translate('crumbs.home')}
        </Link>
      )}
      {crumbs.map(({ segment, to }, index) => {
        const label = translate(`crumbs.${segment}`, { _: humanize(segment) });
        return to ? (
          <Link key={index} component={RouterLink} to={to} underline="hover" color="inherit">
            {label}
          </Link>
        ) : (
          <Typography key={index} color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'}>
            {label}
          </Typography>
        );
      })}
    </MuiBreadcrumbs>
  );
}
