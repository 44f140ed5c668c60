import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useBasename, useTranslate } from 'ra-core';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatTimestamp } from '../../../domain/displayFormat';
import type { EscalationRecord } from '../../../domain/escalations/schemas';
import type { RouteEntry } from '../../console/routeTable';
import { useNotifyText } from '../../components/useNotifyText';
import { SectionCard } from '../../components/profile/SectionCard';
import { useEscalationActions } from '../../dataProvider/escalations';
import { EscalationHeader } from './EscalationHeader';
import { EscalationLoader } from './EscalationLoader';
import { EscalationSummary } from './EscalationSummary';
import { useTextSubmit } from '../../components/useTextSubmit';
import { escalationPaths } from '../../components/escalations/escalationPaths';

/** The answer given to the customer: who gave it and when, and the box to give or correct it (until it is closed). */
function AnswerCard({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const actions = useEscalationActions();
  const [text, setText] = useState(escalation.answer ?? '');
  const { busy, error, submit } = useTextSubmit('answer');
  const save = async () => {
    if (await submit(() => actions.answer(escalation.id, { answer: text.trim() })))
      notify(translate('escalations.answerSaved'), 'success');
  };
  return (
    <SectionCard title={translate('escalations.answer')}>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          {escalation.answer && escalation.answeredAt
            ? translate('escalations.answeredBy', {
                by: escalation.answeredBy ?? '',
                at: formatTimestamp(escalation.answeredAt),
              })
            : translate('escalations.notAnswered')}
        </Typography>
        {escalation.status === 'Closed' ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {escalation.answer ?? '--'}
          </Typography>
        ) : (
          <>
            <TextField
              multiline
              minRows={4}
              label={translate('escalations.answerLabel')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              error={!!error}
              helperText={error}
            />
            <Button
              variant="contained"
              size="small"
              sx={{ alignSelf: 'flex-end' }}
              disabled={busy || text.trim() === '' || text.trim() === escalation.answer}
              onClick={() => void save()}
            >
              {translate('escalations.saveAnswer')}
            </Button>
          </>
        )}
      </Stack>
    </SectionCard>
  );
}

function EnquiryView({ escalation }: { escalation: EscalationRecord }) {
  const translate = useTranslate();
  const basename = useBasename();
  const workLink = (
    <Button size="small" component={RouterLink} to={`${basename}/${escalationPaths.detail(escalation.id)}`}>
      {translate('escalations.openEscalation')}
    </Button>
  );
  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <EscalationHeader escalation={escalation} titleKey="escalations.enquiryTitle" />
      {escalation.kind !== 'Enquiry' && <Alert severity="info">{translate('escalations.notEnquiry')}</Alert>}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <SectionCard title={translate('escalations.question')} action={workLink}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {escalation.description}
          </Typography>
        </SectionCard>
        {escalation.kind === 'Enquiry' && <AnswerCard escalation={escalation} />}
        <EscalationSummary escalation={escalation} />
      </Box>
    </Stack>
  );
}

/**
 * escalations/enquiry/{id}: the customer's question, the answer given (and the form to give it), the
 * summary.
 */
export default function EnquiryPage(_props: { route: RouteEntry }) {
  const id = useParams().id?.trim() ?? '';
  return <EscalationLoader id={id}>{(escalation) => <EnquiryView escalation={escalation} />}</EscalationLoader>;
}
