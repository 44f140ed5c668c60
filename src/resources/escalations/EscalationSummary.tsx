import Link from '@mui/material/Link';
import { useBasename, useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { StatusChip } from '../../components/StatusChip';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import { requestPath } from '../../components/requests/requestPath';
import { SlaMarker } from './SlaMarker';

/**
 * What the escalation is about and where it stands: customer and request (links), category, priority, SLA, assignee.
 */
export function EscalationSummary({ escalation, action }: { escalation: EscalationRecord; action?: React.ReactNode }) {
  const translate = useTranslate();
  const basename = useBasename();
  const choice = useChoiceLabel();
  const field = (name: string) => translate(`resources.escalations.fields.${name}`);
  return (
    <SectionCard title={translate('escalations.summary')} action={action}>
      <FieldGrid>
        <ReadOnlyField label={field('status')} value={<StatusChip value={escalation.status} />} />
        <ReadOnlyField label={field('kind')} value={choice(escalation.kind)} />
        <ReadOnlyField label={field('category')} value={choice(escalation.category)} />
        <ReadOnlyField label={field('priority')} value={choice(escalation.priority)} />
        <ReadOnlyField label={field('dueAt')} value={formatTimestamp(escalation.dueAt)} />
        <ReadOnlyField label={field('breached')} value={<SlaMarker row={escalation} />} />
        <ReadOnlyField
          label={field('customerName')}
          value={
            <Link component={RouterLink} to={`${basename}/customers/view/${encodeURIComponent(escalation.customerId)}`}>
              {`${escalation.customerName ?? ''} (${escalation.userName})`}
            </Link>
          }
        />
        <ReadOnlyField
          label={field('requestId')}
          value={
            escalation.requestId ? (
              <Link
                component={RouterLink}
                to={`${basename}/${requestPath(escalation.requestKind ?? 'repair', escalation.requestId!, undefined)}`}
              >
                {escalation.requestId}
              </Link>
            ) : (
              '--'
            )
          }
        />
        <ReadOnlyField label={field('assignee')} value={escalation.assignee ?? translate('escalations.unassigned')} />
        <ReadOnlyField label={field('raisedBy')} value={escalation.raisedBy} />
        <ReadOnlyField label={field('createdAt')} value={formatTimestamp(escalation.createdAt)} />
        {escalation.resolution && <ReadOnlyField label={field('resolution')} value={escalation.resolution} />}
      </FieldGrid>
    </SectionCard>
  );
}
