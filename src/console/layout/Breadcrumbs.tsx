import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { useServiceName } from '../dashboard/useServiceName';
import { crumbsFor, humanize, type Crumb } from './crumbs';

/** A service's id in the path reads as the service's name ('Repair', not 'SID101'). */
function ServiceName({ id }: { id: string }) {
  return <>{useServiceName()(id)}</>;
}

function CrumbLabel({ crumb }: { crumb: Crumb }) {
  const translate = useTranslate();
  return crumb.serviceId ? (
    <ServiceName id={crumb.segment} />
  ) : (
    <>{translate(`crumbs.${crumb.segment}`, { _: humanize(crumb.segment) })}</>
  );
}

/** Breadcrumbs starting at Home; every crumb but the page itself is a link. */
export function Breadcrumbs() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const crumbs = crumbsFor(useLocation().pathname, permissions);
  return (
    <MuiBreadcrumbs aria-label={translate('layout.breadcrumb')} sx={{ mb: 1 }}>
      {crumbs.length === 0 ? (
        <Typography color="text.primary">{translate('crumbs.home')}</Typography>
      ) : (
        <Link component={RouterLink} to="/dashboard" underline="hover" color="inherit">
          {translate('crumbs.home')}
        </Link>
      )}
      {crumbs.map((crumb, index) =>
        crumb.to ? (
          <Link key={index} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            <CrumbLabel crumb={crumb} />
          </Link>
        ) : (
          <Typography
            key={index}
            color={index === crumbs.length - 1 ? 'text.primary' : 'inherit'}
            aria-current={index === crumbs.length - 1 ? 'page' : undefined}
          >
            <CrumbLabel crumb={crumb} />
          </Typography>
        ),
      )}
    </MuiBreadcrumbs>
  );
}
