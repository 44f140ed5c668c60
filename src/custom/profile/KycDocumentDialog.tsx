import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { FILE_MESSAGES, type FileRef } from '../../../domain/fileRules';
import { documentNumberSchema, documentSchema, documentTypeSchema, isUniqueType, KYC_MESSAGES, type KycDocument } from '../../../domain/profile/kyc';
import type { ProfileScope } from '../../../domain/profile/scope';
import { FileUploadButton } from '../../components/files';
import { FormDialog } from './FormDialog';
import { fieldErrorsOf, type FieldErrorSink } from './serverErrors';
import { fileEntityType } from './types';

/** KYC files: the spec's document types (spec 000 §5.4, §9). */
export const DOCUMENT_EXTENSIONS = ['jpg', 'jpeg', 'png', 'pdf'] as const;

export interface KycDocumentInput {
  docType: string;
  docNumber: string;
  file: FileRef;
}

export interface KycDocumentDialogProps {
  scope: ProfileScope;
  entityId: string;
  /** A mandatory type being uploaded; omitted = an optional document, its type typed by the user. */
  fixedType?: string;
  existing: readonly KycDocument[];
  busy?: boolean;
  onClose: () => void;
  /** A failed save hands its field errors back through `onFieldErrors`. */
  onSave: (document: KycDocumentInput, onFieldErrors: FieldErrorSink) => void;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

/** Type, number, then the file: the chooser opens only once the number is valid (spec 000 §5.4). */
export function KycDocumentDialog({ scope, entityId, fixedType, existing, busy, onClose, onSave }: KycDocumentDialogProps) {
  const [docType, setDocType] = useState(fixedType ?? '');
  const [docNumber, setDocNumber] = useState('');
  const [file, setFile] = useState<FileRef | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [touched, setTouched] = useState({ docType: false, docNumber: false });
  const translate = useTranslate();
  // What the server refused on the last save, shown under its field until that field changes.
  const [server, setServer] = useState<Record<string, string>>({});
  const refused: FieldErrorSink = (error) => {
    const errors = fieldErrorsOf(error);
    setServer(errors);
    return ['docType', 'docNumber', 'file'].some((field) => errors[field]);
  };

  const typeError =
    server.docType ?? (fixedType ? undefined : (firstMessage(documentTypeSchema.safeParse(docType)) ?? (isUniqueType(docType, existing) ? undefined : KYC_MESSAGES.typeUnique)));
  const numberError = server.docNumber ?? firstMessage(documentNumberSchema(docType.trim()).safeParse(docNumber));
  const numberValid = !typeError && !numberError;
  const complete = numberValid && documentSchema.safeParse({ docType, docNumber, file }).success;

  return (
    <FormDialog
      open
      title={fixedType ? translate('profile.uploadDocumentTitle', { name: fixedType }) : translate('profile.addDocument')}
      onClose={onClose}
      onSubmit={() => file && onSave({ docType: docType.trim(), docNumber: docNumber.trim(), file }, refused)}
      saveDisabled={!complete}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={translate('profile.documentType')}
          required
          size="small"
          value={docType}
          disabled={!!fixedType}
          onChange={(event) => {
            setDocType(event.target.value);
            setServer({});
          }}
          onBlur={() => setTouched((t) => ({ ...t, docType: true }))}
          error={(touched.docType || !!server.docType) && !!typeError}
          helperText={touched.docType || server.docType ? typeError : undefined}
        />
        <TextField
          label={translate('profile.documentNumber')}
          required
          size="small"
          value={docNumber}
          onChange={(event) => {
            setDocNumber(event.target.value);
            setServer({});
            setTouched((t) => ({ ...t, docNumber: true }));
          }}
          onBlur={() => setTouched((t) => ({ ...t, docNumber: true }))}
          error={touched.docNumber && !!numberError}
          helperText={touched.docNumber ? numberError : undefined}
          autoComplete="off"
        />
        <div>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <FileUploadButton
              entityType={fileEntityType(scope)}
              entityId={entityId}
              accept={DOCUMENT_EXTENSIONS}
              label={translate('profile.chooseFile')}
              disabled={!numberValid}
              onUploaded={(uploaded) => {
                setFile({ name: uploaded.name, type: uploaded.type, key: uploaded.key });
                setFileError(undefined);
              }}
              onRejected={(message) => {
                setFile(null);
                setFileError(message === FILE_MESSAGES.unsupported ? KYC_MESSAGES.unsupported : message);
              }}
            />
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Stack>
          {(fileError ?? server.file) && (
            <Typography variant="caption" color="error" role="alert">
              {fileError ?? server.file}
            </Typography>
          )}
        </div>
      </Stack>
    </FormDialog>
  );
}
