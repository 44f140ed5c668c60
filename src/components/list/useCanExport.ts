import { usePermissions } from 'ra-core';
import { ROLES, type Role } from '../../../domain/roles';

/** Technicians do not see Export in filters. */
export function useCanExport(): boolean {
  const { permissions } = usePermissions<Role | undefined>();
  return permissions !== undefined && permissions !== ROLES.technician;
}
