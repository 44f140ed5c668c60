import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBasename, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import type { RouteEntry } from '../../console/routeTable';
import { SectionCard } from '../../components/profile/SectionCard';
import { EditDialog } from './EditDialog';
import { EscalationComments } from './EscalationComments';
import { EscalationHeader } from './EscalationHeader';
import { EscalationHistory } from './EscalationHistory';
import { EscalationLoader } from './EscalationLoader';
import { EscalationSummary } from './EscalationSummary';
import { StatusDialog } from './StatusDialog';
import { escalationPaths } from '../../components/escalations/escalationPaths';

type Dialog = 'status' | 'edit' | undefined;

/** Change status and edit, offered until the escalation is closed. */
function SummaryActions({ escalation, open }: { escalation: EscalationRecord; open: (dialog: Dialog) => void }) {
  const translate = useTranslate();
  if (escalation.status === 'Closed') return null;
  return (
    <Stack direction="row" spacing={1}>
      <Button size="small" onClick={() => open('edit')}>
        {translate('escalations.edit')}
      </Button>
      <Button size="small" variant="contained" onClick={() => open('status')}>
        {translate('escalations.changeStatus')}
      </Button>
    </Stack>
  );
}

function EscalationView({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const [dialog, setDialog] = useState<Dialog>();
  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <EscalationHeader escalation={escalation} titleKey="escalations.pageTitle" />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <EscalationSummary
          escalation={escalation}
          action={<SummaryActions escalation={escalation} open={setDialog} />}
        />
        <SectionCard
          title={translate('resources.escalations.fields.description')}
          action={
            escalation.kind === 'Enquiry' && (
              <Button size="small" component={RouterLink} to={`${basename}/${escalationPaths.enquiry(escalation.id)}`}>
                {translate('escalations.openEnquiry')}
              </Button>
            )
          }
        >
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {escalation.description}
          </Typography>
        </SectionCard>
        <EscalationComments escalation={escalation} />
        <EscalationHistory escalation={escalation} />
      </Box>
      {dialog === 'status' && <StatusDialog escalation={escalation} onClose={() => setDialog(undefined)} />}
      {dialog === 'edit' && <EditDialog escalation={escalation} onClose={() => setDialog(undefined)} />}
    </Stack>
  );
}

/**
 * escalations/{id}: the escalation's summary with links to its customer and request, the status change
 * (a remark to resolve), assignee, priority and category, the comments (newest first) and the history.
 */
export default function EscalationPage(_props: { route: RouteEntry }) {
  const id = useParams().id?.trim() ?? '';
  return <EscalationLoader id={id}>{(escalation) => <EscalationView escalation={escalation} />}</EscalationLoader>;
}
