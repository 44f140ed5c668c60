import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRefresh, useTranslate } from 'ra-core';
import { useState } from 'react';
import { DRIVE_FILE_ENTITY, type DrivePhoto, type DriveRecord } from '../../../domain/ewasteDrives/constants';
import type { FileRef } from '../../../domain/fileRules';
import { FileUploadButton } from '../../components/files/FileUploadButton';
import { StoredImage } from '../../components/files/StoredImage';
import { SectionCard } from '../../components/profile/SectionCard';
import { StoredDocumentViewer } from '../../components/profile/StoredDocumentViewer';

/** Photos of the drive, and its documents (a recycler's certificate as a PDF). */
const ACCEPT = ['png', 'jpg', 'jpeg', 'webp', 'pdf'] as const;

/** The drive's photos as thumbnails (a PDF as its name), each opening in the document viewer; admins add more. */
export function DrivePhotos({ drive }: { drive: DriveRecord }) {
  const translate = useTranslate();
  const refresh = useRefresh();
  const [shown, setShown] = useState<DrivePhoto>();
  return (
    <SectionCard
      title={translate('ewasteDrives.photos')}
      action={
        <FileUploadButton
          entityType={DRIVE_FILE_ENTITY}
          entityId={drive.id}
          accept={ACCEPT}
          label="ewasteDrives.addPhoto"
          onUploaded={refresh}
        />
      }
    >
      {drive.photos.length === 0 ? (
        <Typography variant="body2">{translate('ewasteDrives.noPhotos')}</Typography>
      ) : (
        <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {drive.photos.map((photo) =>
            photo.type.startsWith('image/') ? (
              <ButtonBase key={photo.key} onClick={() => setShown(photo)} aria-label={photo.name}>
                <StoredImage fileKey={photo.key} alt={photo.name} size={140} />
              </ButtonBase>
            ) : (
              <Button key={photo.key} startIcon={<PictureAsPdfIcon />} onClick={() => setShown(photo)}>
                {photo.name}
              </Button>
            ),
          )}
        </Stack>
      )}
      {shown && <StoredDocumentViewer file={shown as FileRef} name={shown.name} onClose={() => setShown(undefined)} />}
    </SectionCard>
  );
}
