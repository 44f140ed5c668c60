import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import { CommentBox } from '../../components/comments/CommentBox';
import { CommentList } from '../../components/comments/CommentList';
import { formatTimestamp } from '../../components/format/formatTimestamp';
import { SectionCard } from '../../components/profile/SectionCard';
import { useEscalationActions } from '../../dataProvider/escalations';

/** The notes of the people working the escalation, newest first, and the box to add one (not once it is closed). */
export function EscalationComments({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const actions = useEscalationActions();
  const entries = escalation.comments.map(({ id, by, createdAt, comment }) => ({
    id,
    comment,
    byline: `${by} · ${formatTimestamp(createdAt)}`,
  }));
  return (
    <SectionCard title={translate('escalations.comments')}>
      <Stack spacing={1.5}>
        {escalation.status !== 'Closed' && (
          <CommentBox
            label={translate('escalations.comment')}
            addLabel={translate('escalations.addComment')}
            onAdd={(comment) => actions.comment(escalation.id, { comment })}
          />
        )}
        <CommentList
          label={translate('escalations.comments')}
          emptyText={translate('escalations.noComments')}
          entries={entries}
        />
      </Stack>
    </SectionCard>
  );
}
