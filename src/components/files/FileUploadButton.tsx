import UploadFileIcon from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useNotify, useTranslate } from 'ra-core';
import { useRef, useState, type ChangeEvent } from 'react';
import {
  FILE_MESSAGES,
  FILE_PATHS,
  hasExtension,
  type FileEntityType,
  type UploadedFile,
} from '../../../domain/fileRules';
import { uploadFile, type UploadProgress } from '../../dataProvider/uploadFile';
import { uploadErrorMessage } from './uploadErrorMessage';

export interface FileUploadButtonProps {
  entityType: FileEntityType;
  entityId: string;
  /** Extensions without the dot, e.g. ['pdf', 'png']. */
  accept: readonly string[];
  /** Translation key or text of the button. */
  label: string;
  disabled?: boolean;
  onUploaded(file: UploadedFile): void;
  onRejected?(message: string): void;
}

/**
 * Opens the file chooser and uploads the chosen file to the file store. A wrong extension is refused before
 * anything is sent; the server still checks the content and its 400 message is passed on.
 */
export function FileUploadButton({
  entityType,
  entityId,
  accept,
  label,
  disabled,
  onUploaded,
  onRejected,
}: FileUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<UploadProgress>();
  const notify = useNotify();
  const translate = useTranslate();

  const reject = (message: string, toast = message) => {
    onRejected?.(message);
    notify(toast, { type: 'error', messageArgs: { _: toast } });
  };

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!hasExtension(file.name, accept)) return reject(FILE_MESSAGES.unsupported, FILE_MESSAGES.unsupportedToast);
    setProgress({ phase: 'upload', percent: 0 });
    try {
      onUploaded(await uploadFile<UploadedFile>(FILE_PATHS.upload, file, setProgress, { id: entityId, entityType }));
    } catch (error) {
      reject(uploadErrorMessage(error));
    } finally {
      setProgress(undefined);
    }
  };

  const uploading = progress !== undefined;
  return (
    <>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept.map((extension) => `.${extension}`).join(',')}
        onChange={onChange}
        data-testid={`file-input-${entityType}`}
      />
      <Button
        variant="outlined"
        size="small"
        disabled={disabled || uploading}
        onClick={() => input.current?.click()}
        startIcon={
          uploading ? (
            <CircularProgress
              size={16}
              variant={progress.phase === 'upload' ? 'determinate' : 'indeterminate'}
              value={progress.percent}
            />
          ) : (
            <UploadFileIcon />
          )
        }
      >
        {uploading
          ? translate('files.uploading', { _: 'Uploading… %{percent}%', percent: progress.percent })
          : translate(label, { _: label })}
      </Button>
    </>
  );
}
