import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useNotify } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { BASIC_DETAILS_MESSAGES, type basicDetailsSchema } from '../../../domain/channelPartner/basicDetails';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { PROFILE_PHOTO_EXTENSIONS } from '../../../domain/constants';
import type { FileRef } from '../../../domain/files';
import { FileUploadButton, StoredImage } from '../../components/files';
import { FieldGrid, ReadOnlyField } from '../profile/ReadOnlyField';
import { SectionCard } from '../profile/SectionCard';
import { errorMessage, useSectionWrite } from '../profile/useSectionWrite';
import { updateBasicDetails, updateProfileImage } from './api';
import { BasicDetailsDialog } from './BasicDetailsDialog';
import { PARTNER_LABELS as L } from './labels';

export interface BasicInfoCardProps {
  partner: ChannelPartner;
  readOnly?: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

/** One line of the office address, blanks skipped. */
export const addressLine = (address: ChannelPartner['officeAddress']) =>
  address
    ? [address.addressLine1, address.addressLine2, address.landmark, address.area, address.city, address.state, address.pincode]
        .filter((part) => part !== '' && part != null)
        .join(', ')
    : '';

/** Photo, referral code, reward points and the basic details with their edit dialog (spec 000 §2.8, §5.5). */
export function BasicInfoCard({ partner, readOnly, onSaved }: BasicInfoCardProps) {
  const notify = useNotify();
  const [editing, setEditing] = useState(false);
  const { busy, run } = useSectionWrite(onSaved);
  const manager = partner.managementDetails;

  const savePhoto = (image: FileRef) =>
    run(() => updateProfileImage(partner.id, image), partner.profileImage ? BASIC_DETAILS_MESSAGES.photoUpdated : BASIC_DETAILS_MESSAGES.photoUploaded);
  const save = (details: z.output<typeof basicDetailsSchema>, onFieldErrors: (error: unknown) => boolean) =>
    run(() => updateBasicDetails(partner.id, details), BASIC_DETAILS_MESSAGES.updated, {
      after: () => setEditing(false),
      onError: (error) => {
        if (!onFieldErrors(error)) notify(errorMessage(error), { type: 'error' });
      },
    });

  return (
    <SectionCard title={L.basicInfo} action={readOnly ? undefined : { kind: 'edit', onClick: () => setEditing(true) }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'center', sm: 'flex-start' }}>
        <Stack spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
          <StoredImage fileKey={partner.profileImage?.key} alt={L.photo} size={120} />
          {!readOnly && (
            <FileUploadButton
              entityType="channelPartner"
              entityId={partner.id}
              accept={PROFILE_PHOTO_EXTENSIONS}
              label={partner.profileImage ? L.changePhoto : L.uploadPhoto}
              disabled={busy}
              onUploaded={(file) => void savePhoto({ name: file.name, type: file.type, key: file.key })}
            />
          )}
        </Stack>
        <Box sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
          <FieldGrid>
            <ReadOnlyField label={L.name} value={partner.name} />
            <ReadOnlyField label={L.typeOfFirm} value={partner.typeOfFirm} />
            <ReadOnlyField label={L.referralCode} value={partner.referralCode} />
            <ReadOnlyField label={L.rewardPoints} value={partner.rewardPoints ?? 0} />
            <ReadOnlyField label={L.email} value={partner.primaryEmail} />
            <ReadOnlyField label={L.mobile} value={partner.primaryMobile} />
            <ReadOnlyField label={L.officeAddress} value={addressLine(partner.officeAddress)} />
            <ReadOnlyField label={L.manager} value={manager ? [manager.name, manager.email, manager.mobileNumber].filter(Boolean).join(' · ') : ''} />
          </FieldGrid>
        </Box>
      </Stack>
      {editing && <BasicDetailsDialog partner={partner} busy={busy} onClose={() => setEditing(false)} onSave={(details, onFieldErrors) => void save(details, onFieldErrors)} />}
    </SectionCard>
  );
}
