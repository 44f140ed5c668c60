import Stack from '@mui/material/Stack';
import { useTranslate, type RaRecord } from 'ra-core';
import { BASIC_DETAILS_MESSAGES } from '../../../domain/channelPartner/basicDetails';
import { PROFILE_PHOTO_EXTENSIONS } from '../../../domain/constants';
import type { FileRef } from '../../../domain/files';
import { FileUploadButton, StoredImage } from '../files';
import { fileEntityType, type SectionProps } from './types';
import { useSectionWrite } from './useSectionWrite';

export interface ProfilePhotoProps<P> extends SectionProps<P> {
  image: FileRef | null;
}

/**
 * The profile photo and its upload (.png, .jpg, .jpeg), saved with PATCH <profile>/profileImage: 'Profile Photo
 * Uploaded' the first time, 'Profile Photo Updated' after.
 */
export function ProfilePhoto<P extends RaRecord>({ scope, api, readOnly, onSaved, image }: ProfilePhotoProps<P>) {
  const translate = useTranslate();
  const { busy, save } = useSectionWrite(api, onSaved);
  const message = image ? BASIC_DETAILS_MESSAGES.photoUpdated : BASIC_DETAILS_MESSAGES.photoUploaded;
  const savePhoto = (file: FileRef) =>
    api.photoSection ? save(api.photoSection, { profileImage: file }, message) : save('profileImage', file, message);
  return (
    <Stack spacing={1} alignItems="center" sx={{ flexShrink: 0 }}>
      <StoredImage fileKey={image?.key} alt={translate('profile.photo')} size={120} />
      {!readOnly && (
        <FileUploadButton
          entityType={fileEntityType(scope)}
          entityId={api.id}
          accept={PROFILE_PHOTO_EXTENSIONS}
          label={translate(image ? 'profile.changePhoto' : 'profile.uploadPhoto')}
          disabled={busy}
          onUploaded={(file) => void savePhoto({ name: file.name, type: file.type, key: file.key })}
        />
      )}
    </Stack>
  );
}
