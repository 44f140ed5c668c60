import BuildIcon from '@mui/icons-material/Build';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import { nameOrId, type ResourceDeclaration } from '../../console/resourceDeclaration';
import { TECHNICIAN_API_PATH, TECHNICIAN_FILTERS, TECHNICIAN_RESOURCE } from './listConfig';

/** Technicians: the add form, the status tabs and the profile page. */
export const technicians: ResourceDeclaration = {
  name: TECHNICIAN_RESOURCE,
  // GET technician/{id}, not getById.
  api: { path: TECHNICIAN_API_PATH, filterTypes: filterInputTypes(TECHNICIAN_FILTERS), getOneAtPath: true },
  icon: BuildIcon,
  recordRepresentation: nameOrId,
  pages: {
    technicianAdd: preloadable(async () => (await import('./TechnicianAddPage')).default),
    technicianList: preloadable(async () => (await import('./TechnicianListPage')).default),
    technicianProfile: preloadable(async () => (await import('./TechnicianProfilePage')).default),
  },
};
