import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import { FILE_MESSAGES, hasExtension } from '../../../domain/fileRules';
import type { StoredFile } from '../../../domain/masters/common';
import { uploadErrorMessage } from '../../components/files';
import { useCustomerApi } from './api';

/** Additional documents of a customer product: pdf or an image, the content checked by the file store. */
export const PRODUCT_DOCUMENT_EXTENSIONS = ['pdf', 'jpg', 'jpeg', 'png'] as const;

export interface DocumentsFieldProps {
  customerId: string;
  value: StoredFile[];
  onChange: (files: StoredFile[]) => void;
  /** Why the last file was refused (a wrong extension here, or the store's answer on its content). */
  error?: string;
  onError: (message: string | undefined) => void;
}

/** Uploads each chosen file at once (POST master/s3files/upload/documents) and keeps the stored references. */
export function DocumentsField({ customerId, value, onChange, error, onError }: DocumentsFieldProps) {
  const translate = useTranslate();
  const api = useCustomerApi();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!hasExtension(file.name, PRODUCT_DOCUMENT_EXTENSIONS)) {
      const list = PRODUCT_DOCUMENT_EXTENSIONS.join(', ');
      return onError(
        translate('customers.onlyExtensions', { list, _: FILE_MESSAGES.onlyExtensions(PRODUCT_DOCUMENT_EXTENSIONS) }),
      );
    }
    setUploading(true);
    try {
      onChange([...value, ...(await api.uploadDocument(customerId, file))]);
      onError(undefined);
    } catch (failure) {
      onError(uploadErrorMessage(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{translate('customers.documents')}</Typography>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }} alignItems="center">
        {value.map((file) => (
          <Chip
            key={file.key}
            label={file.name}
            onDelete={() => onChange(value.filter((kept) => kept.key !== file.key))}
          />
        ))}
        <input
          ref={input}
          type="file"
          hidden
          accept={PRODUCT_DOCUMENT_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
          onChange={(event) => void choose(event)}
          data-testid="product-documents-input"
        />
        <Button
          size="small"
          variant="outlined"
          disabled={uploading}
          onClick={() => input.current?.click()}
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadFileIcon />}
        >
          {translate('customers.uploadDocument')}
        </Button>
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Stack>
  );
}
