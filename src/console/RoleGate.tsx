import LinearProgress from '@mui/material/LinearProgress';
import { usePermissions } from 'ra-core';
import type { ReactNode } from 'react';
import type { Role } from '../../domain/roles';
import { ForbiddenPage } from '../app/public/ForbiddenPage';
import { allows } from './access';
import type { RoleRule } from './routeTable';

/** Shows the page to the roles of its route; the wrong role sees the 403 page. */
export function RoleGate({ roles, children }: { roles: RoleRule; children: ReactNode }) {
  const { permissions, isPending } = usePermissions<Role | undefined>();
  if (isPending) return <LinearProgress />;
  return allows(roles, permissions) ? children : <ForbiddenPage />;
}
