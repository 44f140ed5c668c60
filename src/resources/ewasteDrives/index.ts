import EventNoteIcon from '@mui/icons-material/EventNote';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import { nameOrId, type ResourceDeclaration } from '../../console/resourceDeclaration';
import { DRIVE_FILTERS, DRIVE_RESOURCE } from './listConfig';

/** E-waste drives: GET ewasteDrives/{id}; PUT ewasteDrives/{id} and …/status, POST …/summary (the drive calls). */
export const ewasteDrives: ResourceDeclaration = {
  name: DRIVE_RESOURCE,
  api: { path: DRIVE_RESOURCE, filterTypes: filterInputTypes(DRIVE_FILTERS), getOneAtPath: true },
  icon: EventNoteIcon,
  recordRepresentation: nameOrId,
  pages: { ewasteDrives: preloadable(async () => (await import('./DriveListPage')).default) },
};
