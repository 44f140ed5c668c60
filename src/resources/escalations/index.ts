import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import type { RaRecord } from 'ra-core';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import type { ResourceDeclaration } from '../../console/resourceDeclaration';
import { ESCALATION_API_PATH, ESCALATION_RESOURCE } from '../../dataProvider/resourceNames';
import { ESCALATION_FILTERS } from './listConfig';

/** The escalation queue; its pages read and write through the escalation calls (GET escalations/{id}, PUT …/status). */
export const escalations: ResourceDeclaration = {
  name: ESCALATION_RESOURCE,
  api: { path: ESCALATION_API_PATH, filterTypes: filterInputTypes(ESCALATION_FILTERS) },
  icon: ReportProblemIcon,
  recordRepresentation: (record: RaRecord) => String(record.subject || record.id),
  pages: {
    escalationList: preloadable(async () => (await import('./EscalationListPage')).default),
    escalationView: preloadable(async () => (await import('./EscalationPage')).default),
    enquiryView: preloadable(async () => (await import('./EnquiryPage')).default),
  },
};
