import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { usePermissions, useTranslate } from 'ra-core';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Role } from '../../../domain/roles';
import { allows, routeAt, tabsOf } from '../access';

/** Tab strip of the routes that share a `tabs` group in the route table (base masters, partner lists, ...). */
export function RouteTabs() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const path = useLocation()
    .pathname.replace(/^\/dashboard\/?/, '')
    .replace(/\/$/, '');
  const group = routeAt(path)?.tabs;
  if (!group) return null;
  const tabs = tabsOf(group).filter((route) => allows(route.roles, permissions));
  return (
    // On a phone the strip is wider than the screen: arrows show there is more, and scroll to it.
    <Tabs
      value={path}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((route) => (
        <Tab
          key={route.path}
          value={route.path}
          label={translate(route.label ?? route.path)}
          component={RouterLink}
          to={`/dashboard/${route.path}`}
        />
      ))}
    </Tabs>
  );
}
