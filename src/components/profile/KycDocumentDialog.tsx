import { zodResolver } from '../../i18n/messageResolver';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from '../../../domain/zod';
import { FILE_MESSAGES, type FileRef } from '../../../domain/fileRules';
import { requiredFileRef } from '../../../domain/files';
import {
  documentNumberSchema,
  documentTypeSchema,
  isUniqueType,
  KYC_MESSAGES,
  type KycDocument,
} from '../../../domain/profile/kyc';
import type { ProfileScope } from '../../../domain/profile/scope';
import { FileUploadButton } from '../files';
import { FormDialog } from './FormDialog';
import { applyServerErrors, type FieldErrorSink } from './serverErrors';
import { fileEntityType } from './types';

/** KYC files: the spec's document types. */
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

const FIELDS = ['docType', 'docNumber', 'file'] as const;

/**
 * The dialog's rules, from the domain's: a typed type must also differ from every existing document's, and the number
 * follows the type's rule. Each field is checked on its own, so a submit flags every invalid field at once.
 */
function kycDocumentFormSchema(fixedType: string | undefined, existing: readonly KycDocument[]) {
  return z
    .object({
      docType: fixedType
        ? z.string()
        : documentTypeSchema.refine((docType) => isUniqueType(docType, existing), KYC_MESSAGES.typeUnique),
      docNumber: z.string(),
      file: requiredFileRef(KYC_MESSAGES.fileRequired),
    })
    .superRefine(
      ({ docType, docNumber }, ctx) => {
        const number = documentNumberSchema(docType).safeParse(docNumber);
        if (!number.success)
          ctx.addIssue({ code: 'custom', path: ['docNumber'], message: number.error.issues[0]!.message });
      },
      // The number is judged even when the type or the file is missing, so one submit shows every message.
      { when: () => true },
    );
}

/** Type, number, then the file: the chooser opens only once the number is valid. */
export function KycDocumentDialog({
  scope,
  entityId,
  fixedType,
  existing,
  busy,
  onClose,
  onSave,
}: KycDocumentDialogProps) {
  const translate = useTranslate();
  const schema = useMemo(() => kycDocumentFormSchema(fixedType, existing), [fixedType, existing]);
  const { control, register, handleSubmit, setValue, setError, trigger, getValues, formState } = useForm<
    z.input<typeof schema>,
    unknown,
    z.output<typeof schema>
  >({
    resolver: zodResolver(schema),
    defaultValues: { docType: fixedType ?? '', docNumber: '', file: null },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const values = useWatch({ control });
  const file = values.file as FileRef | null;

  // The chooser waits for a valid type and number; Save for all three, and neither while the server's refusal stands.
  const issues = schema.safeParse(values).error?.issues ?? [];
  const invalid = (field: (typeof FIELDS)[number]) =>
    !!errors[field] || issues.some((issue) => issue.path[0] === field);
  const numberValid = !invalid('docType') && !invalid('docNumber');
  const complete =
    !!values.docType?.trim() &&
    !!values.docNumber?.trim() &&
    !!file &&
    !FIELDS.some((field) => errors[field]?.type === 'server');

  const submit = handleSubmit(({ docType, docNumber, file }) =>
    onSave({ docType: docType.trim(), docNumber: docNumber.trim(), file }, (error) =>
      applyServerErrors(error, setError, FIELDS),
    ),
  );
  // The number's rule depends on the type: a typed number is judged again when the type changes.
  const typeField = fixedType
    ? { value: fixedType }
    : register('docType', {
        onChange: () => {
          if (getValues('docNumber')) void trigger('docNumber');
        },
      });

  return (
    <FormDialog
      open
      title={
        fixedType ? translate('profile.uploadDocumentTitle', { name: fixedType }) : translate('profile.addDocument')
      }
      onClose={onClose}
      onSubmit={() => void submit()}
      saveDisabled={!complete}
      busy={busy}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          {...typeField}
          label={translate('profile.documentType')}
          required
          size="small"
          disabled={!!fixedType}
          error={!!errors.docType}
          helperText={errors.docType?.message}
        />
        <TextField
          // Unlike the type, the number's message shows from its first keystroke.
          {...register('docNumber', {
            onChange: () => {
              void trigger('docNumber');
            },
          })}
          label={translate('profile.documentNumber')}
          required
          size="small"
          error={!!errors.docNumber}
          helperText={errors.docNumber?.message}
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
              onUploaded={(uploaded) =>
                setValue(
                  'file',
                  { name: uploaded.name, type: uploaded.type, key: uploaded.key },
                  { shouldValidate: true, shouldDirty: true },
                )
              }
              onRejected={(message) => {
                setValue('file', null, { shouldDirty: true });
                setError('file', {
                  type: 'rejected',
                  message: message === FILE_MESSAGES.unsupported ? KYC_MESSAGES.unsupported : message,
                });
              }}
            />
            {file && <Typography variant="body2">{file.name}</Typography>}
          </Stack>
          {errors.file?.message && (
            <Typography variant="caption" color="error" role="alert">
              {errors.file.message}
            </Typography>
          )}
        </div>
      </Stack>
    </FormDialog>
  );
}
