import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { RequestRecord } from '../../../../domain/requests/records';
import { FieldGrid, ReadOnlyField } from '../../../components/profile/ReadOnlyField';
import { SectionCard } from '../../../components/profile/SectionCard';
import { AssignDialog, type Assignee } from './AssignDialog';
import type { RequestActions } from './requestActions';

/**
 * Who serves the request: its channel partner and technician (collection agent), with the assignments the role makes.
 */
export function AssignmentCard({
  request,
  actions,
}: {
  request: RequestRecord;
  actions: Pick<RequestActions, 'assignPartner' | 'assignTechnician'>;
}) {
  const translate = useTranslate();
  const [assigning, setAssigning] = useState<Assignee>();
  const { assignee } = request;
  const pickUp = request.kind === 'pickUp';
  const technicianLabel = translate(pickUp ? 'requestPage.collectionAgent' : 'requestPage.technician');
  return (
    <SectionCard title={translate('requestPage.assignment')}>
      <Stack spacing={1.5}>
        <FieldGrid>
          <ReadOnlyField
            label={translate('requestPage.channelPartner')}
            value={assignee.channelPartnerName ?? translate('requestPage.notAssigned')}
          />
          <ReadOnlyField
            label={technicianLabel}
            value={assignee.technicianName ?? translate('requestPage.notAssigned')}
          />
        </FieldGrid>
        {(actions.assignPartner || actions.assignTechnician) && (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {actions.assignPartner && (
              <Button size="small" variant="outlined" onClick={() => setAssigning('channelPartner')}>
                {translate('requestPage.assignPartner')}
              </Button>
            )}
            {actions.assignTechnician && assignee.channelPartnerId && (
              <Button size="small" variant="outlined" onClick={() => setAssigning('technician')}>
                {translate(pickUp ? 'requestPage.assignAgent' : 'requestPage.assignTechnician')}
              </Button>
            )}
          </Stack>
        )}
      </Stack>
      {assigning && <AssignDialog request={request} whom={assigning} open onClose={() => setAssigning(undefined)} />}
    </SectionCard>
  );
}
