import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useId, useState } from 'react';
import { withPrefix } from '../../components/format/mobileNumber';
import { TECHNICIAN_PROFILE_MESSAGES } from '../../../domain/technicians/messages';
import type { Technician } from '../../../domain/technicians/profile';
import { addressLine } from '../../components/profile/addressLine';
import { ProfilePhoto } from '../../components/profile/ProfilePhoto';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import type { ProfileSectionApi } from '../../components/profile/types';
import { useSectionWrite } from '../../components/profile/useSectionWrite';
import { TechnicianDetailsForm } from './TechnicianDetailsForm';

export interface TechnicianBasicInfoCardProps {
  technician: Technician;
  api: ProfileSectionApi;
  readOnly?: boolean;
  onSaved: (technician: Technician) => void;
}

/**
 * The technician basic information card: photo, referral code in upper case, reward points, the partner,
 * and the personal details and addresses behind a view/hide toggle; Edit opens Edit Basic Profile Details.
 */
export function TechnicianBasicInfoCard({ technician, api, readOnly, onSaved }: TechnicianBasicInfoCardProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`technician.${key}`);
  const [editing, setEditing] = useState(false);
  const [shown, setShown] = useState(true);
  const detailsId = useId();
  const { save } = useSectionWrite(api, onSaved);
  const { channelPartner } = technician;

  return (
    <SectionCard
      title={label('basicInfo')}
      action={readOnly ? undefined : { kind: 'edit', onClick: () => setEditing(true) }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'center', sm: 'flex-start' }}>
        <ProfilePhoto
          scope="technician"
          api={api}
          readOnly={readOnly}
          onSaved={onSaved}
          image={technician.profileImage}
        />
        <Box sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
          <FieldGrid>
            <ReadOnlyField label={label('referralCode')} value={technician.referralCode?.toUpperCase()} />
            <ReadOnlyField label={label('rewardPoints')} value={technician.rewardPoints ?? 0} />
            <ReadOnlyField label={label('channelPartnerId')} value={channelPartner.id} />
            <ReadOnlyField label={label('channelPartnerName')} value={channelPartner.name} />
          </FieldGrid>
          <Button
            size="small"
            sx={{ mt: 1, px: 0 }}
            onClick={() => setShown(!shown)}
            aria-expanded={shown}
            aria-controls={detailsId}
            endIcon={shown ? <ExpandLess /> : <ExpandMore />}
          >
            {label(shown ? 'hideDetails' : 'viewDetails')}
          </Button>
          <Collapse in={shown} id={detailsId}>
            <Box sx={{ pt: 1 }}>
              <FieldGrid>
                <ReadOnlyField label={label('firstName')} value={technician.firstName} />
                <ReadOnlyField label={label('lastName')} value={technician.lastName} />
                <ReadOnlyField label={label('email')} value={technician.email} />
                <ReadOnlyField label={label('mobile')} value={withPrefix(technician.mobile)} />
                <ReadOnlyField label={label('currentAddress')} value={addressLine(technician.currentAddress)} />
                <ReadOnlyField label={label('permanentAddress')} value={addressLine(technician.permanentAddress)} />
              </FieldGrid>
            </Box>
          </Collapse>
        </Box>
      </Stack>
      {editing && (
        <TechnicianDetailsForm
          variant="dialog"
          technician={technician}
          onCancel={() => setEditing(false)}
          onSave={(details, fieldErrors) =>
            save('basicDetails', details, TECHNICIAN_PROFILE_MESSAGES.basicDetailsUpdated, {
              fieldErrors,
              after: () => setEditing(false),
            })
          }
        />
      )}
    </SectionCard>
  );
}
