import { ESCALATION_RESOURCE } from '../../dataProvider/resourceNames';
import { ResourceContextProvider, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import type { EscalationRow } from '../../../domain/escalations/schemas';
import type { RouteEntry } from '../../console/routeTable';
import type { ListColumn } from '../../components/list/types';
import { StatusTabList } from '../../components/list/StatusTabList';
import { useEscalationFilterData } from '../../dataProvider/escalations';
import { escalationListConfig } from './listConfig';
import { SlaMarker } from './SlaMarker';
import { escalationPathOf } from '../../components/escalations/escalationPaths';

/** The SLA column shows the breach chip and the time left or overdue instead of yes/no. */
const cell = (column: ListColumn) =>
  column.source === 'breached' ? (row: EscalationRow) => <SlaMarker row={row} /> : undefined;

/**
 * escalations: the queue of complaints and enquiries, newest raised first, with the filter
 * bar (id, status, priority, category, kind, assignee, SLA breached, request, raised between), pager, export and the
 * SLA marker; a complaint opens its page, an enquiry its question and answer.
 */
export default function EscalationListPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const { data } = useEscalationFilterData();
  const config = useMemo(() => escalationListConfig(data), [data]);
  return (
    <ResourceContextProvider value={ESCALATION_RESOURCE}>
      <StatusTabList<EscalationRow>
        resource={ESCALATION_RESOURCE}
        tab="all"
        config={config}
        rowPath={escalationPathOf}
        cell={cell}
        title={translate('escalations.title')}
      />
    </ResourceContextProvider>
  );
}
