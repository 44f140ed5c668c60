import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useInput, useRecordContext, useTranslate } from 'ra-core';
import { useState } from 'react';
import { ALLOWED_IMAGE_EXTENSIONS } from '../../../../domain/constants';
import type { FileRef } from '../../../../domain/files';
import { FileUploadButton } from '../../../components/files/FileUploadButton';
import { StoredImage } from '../../../components/files/StoredImage';
import type { MasterField } from '../config/types';
import { useFieldLabel } from './useFieldLabel';

/**
 * Files of a record not saved yet are stored under this id: the server gives the record its id on save, and master
 * images are readable by every signed-in user whatever their entity id, so nothing depends on it.
 */
export const NEW_RECORD_ID = 'new';

/**
 * A master's image (product image, brand logo): uploaded to the file store at once, the form keeps {name, type, key}.
 */
export function ImageInput({ field, disabled }: { field: MasterField; disabled?: boolean }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const label = useFieldLabel(field.source);
  const { field: input, fieldState } = useInput({ source: field.source, defaultValue: field.defaultValue ?? null });
  const [rejection, setRejection] = useState<string>();
  const value = input.value as FileRef | null | undefined;
  const error = rejection ?? fieldState.error?.message;

  const onUploaded = ({ name, type, key }: FileRef) => {
    setRejection(undefined);
    input.onChange({ name, type, key });
  };

  if (!field.entityType) return null;
  return (
    <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 2 }}>
      <StoredImage fileKey={value?.key} alt={value?.name ?? label} size={96} />
      <Stack spacing={1} alignItems="flex-start">
        <Typography variant="caption" color="text.secondary">
          {label}
          {field.required && <span aria-hidden="true"> *</span>}
        </Typography>
        {value?.name && <Typography variant="body2">{value.name}</Typography>}
        <Stack direction="row" spacing={1}>
          <FileUploadButton
            entityType={field.entityType}
            entityId={record?.id !== undefined && record.id !== '' ? String(record.id) : NEW_RECORD_ID}
            accept={ALLOWED_IMAGE_EXTENSIONS}
            label={
              value
                ? translate('files.replaceImage', { _: 'Replace image' })
                : translate('files.uploadImage', { _: 'Upload image' })
            }
            disabled={disabled}
            onUploaded={onUploaded}
            onRejected={setRejection}
          />
          {value && (
            <Button size="small" disabled={disabled} onClick={() => input.onChange(null)}>
              {translate('files.removeImage', { _: 'Remove' })}
            </Button>
          )}
        </Stack>
        {error && <FormHelperText error>{translate(error, { _: error })}</FormHelperText>}
      </Stack>
    </Stack>
  );
}
