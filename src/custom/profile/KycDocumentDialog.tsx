import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { FILE_MESSAGES, type FileRef } from '../../../domain/fileRules';
import { documentNumberSchema, documentSchema, documentTypeSchema, isUniqueType, KYC_MESSAGES, type KycDocument } from '../../../domain/profile/kyc';
import type { ProfileScope } from '../../../domain/profile/scope';
import { FileUploadButton } from '../../components/files';
import { FormDialog } from './FormDialog';
import { PROFILE_LABELS as L } from './labels';
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
  onSave: (document: KycDocumentInput) => void;
}

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

/** Type, number, then the file: the chooser opens only once the number is valid (spec 000 §5.4). */
export function KycDocumentDialog({ scope, entityId, fixedType, existing, busy, onClose, onSave }: KycDocumentDialogProps) {
  const [docType, setDocType] = useState(fixedType ?? '');
  const [docNumber, setDocNumber] = useState('');
  const [file, setFile] = useState<FileRef | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [touched, setTouched] = useState({ docType: false, docNumber: false });

  const typeError = fixedType ? undefined : (firstMessage(documentTypeSchema.safeParse(docType)) ?? (isUniqueType(docType, existing) ? undefined : KYC_MESSAGES.typeUnique));
  const numberError = firstMessage(documentNumberSchema(docType.trim()).safeParse(docNumber));
  const numberValid = !typeError && !numberError;
  const complete = numberValid && documentSchema.safeParse({ docType, docNumber, file }).success;

  return (
    <FormDialog
      open
      title={fixedType ? `${L.uploadDocument}: ${fixedType}` : L.addDocument}
      onClose={onClose}
      onSubmit={() => file && onSave({ docType: docType.trim(), docNumber: docNumber.trim(), file })}
      saveDisabled={!complete}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          label={L.documentType}
          required
          size="small"
          value={docType}
          disabled={!!fixedType}
          onChange={(event) => setDocType(event.target.value)}
          onBlur={() => setTouched((t) => ({ ...t, docType: true }))}
          error={touched.docType && !!typeError}
          helperText={touched.docType ? typeError : undefined}
        />
        <TextField
          label={L.documentNumber}
          required
          size="small"
          value={docNumber}
          onChange={(event) => {
            setDocNumber(event.target.value);
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
              label={L.chooseFile}
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
          {fileError && (
            <Typography variant="caption" color="error" role="alert">
              {fileError}
            </Typography>
          )}
        </div>
      </Stack>
    </FormDialog>
  );
}
