import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { BASIC_DETAILS_MESSAGES, type basicDetailsSchema } from '../../../domain/channelPartner/basicDetails';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { addressLine } from '../../components/profile/addressLine';
import { ProfilePhoto } from '../../components/profile/ProfilePhoto';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import type { FieldErrorSink } from '../../components/profile/serverErrors';
import type { ProfileSectionApi } from '../../components/profile/types';
import { useSectionWrite } from '../../components/profile/useSectionWrite';
import { BasicDetailsDialog } from './BasicDetailsDialog';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';

export interface BasicInfoCardProps {
  partner: ChannelPartner;
  api: ProfileSectionApi;
  readOnly?: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

/** Photo, referral code, reward points and the basic details with their edit dialog. */
export function BasicInfoCard({ partner, api, readOnly, onSaved }: BasicInfoCardProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const { busy, save } = useSectionWrite(api, onSaved);
  const manager = partner.managementDetails;
  const label = (key: string) => translate(`partner.${key}`);
  const choiceLabel = useChoiceLabel();

  const saveDetails = (details: z.output<typeof basicDetailsSchema>, fieldErrors: FieldErrorSink) =>
    save('basicDetails', details, BASIC_DETAILS_MESSAGES.updated, { fieldErrors, after: () => setEditing(false) });

  return (
    <SectionCard
      title={label('basicInfo')}
      action={readOnly ? undefined : { kind: 'edit', onClick: () => setEditing(true) }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'center', sm: 'flex-start' }}>
        <ProfilePhoto
          scope="channelPartner"
          api={api}
          readOnly={readOnly}
          onSaved={onSaved}
          image={partner.profileImage}
        />
        <Box sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
          <FieldGrid>
            <ReadOnlyField label={label('name')} value={partner.name} />
            <ReadOnlyField label={label('typeOfFirm')} value={choiceLabel(partner.typeOfFirm)} />
            <ReadOnlyField label={label('referralCode')} value={partner.referralCode} />
            <ReadOnlyField label={label('rewardPoints')} value={partner.rewardPoints ?? 0} />
            <ReadOnlyField label={label('email')} value={partner.primaryEmail} />
            <ReadOnlyField label={label('mobile')} value={partner.primaryMobile} />
            <ReadOnlyField label={label('officeAddress')} value={addressLine(partner.officeAddress)} />
            <ReadOnlyField
              label={label('manager')}
              value={manager ? [manager.name, manager.email, manager.mobileNumber].filter(Boolean).join(' · ') : ''}
            />
          </FieldGrid>
        </Box>
      </Stack>
      {editing && (
        <BasicDetailsDialog
          partner={partner}
          busy={busy}
          onClose={() => setEditing(false)}
          onSave={(details, fieldErrors) => void saveDetails(details, fieldErrors)}
        />
      )}
    </SectionCard>
  );
}
