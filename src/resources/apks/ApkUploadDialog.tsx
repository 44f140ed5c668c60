import { zodResolver } from '../../i18n/messageResolver';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'ra-core';
import { useRef, useState } from 'react';
import { useForm, type Control } from 'react-hook-form';
import {
  APK_MESSAGES,
  APK_PATHS,
  APP_NAMES,
  apkUploadFieldsSchema,
  type ApkBuild,
  type ApkUploadFields,
} from '../../../domain/apks/schemas';
import { hasExtension } from '../../../domain/fileRules';
import { uploadErrorMessage } from '../../components/files/uploadErrorMessage';
import { useNotifyText } from '../../components/useNotifyText';
import { uploadFile, type UploadProgress } from '../../dataProvider/uploadFile';
import { FormDialog } from '../../components/profile/FormDialog';
import { SelectField } from '../../components/profile/SelectField';
import { applyServerErrors } from '../../components/profile/serverErrors';
import { APK_QUERY_KEY } from './api';

/** Upload Build (admins): the app, its version and the .apk; the server checks it is an Android package by content. */
export function ApkUploadDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotifyText();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File>();
  const [fileError, setFileError] = useState<string>();
  const [progress, setProgress] = useState<UploadProgress>();
  const { control, register, handleSubmit, setError, formState } = useForm<ApkUploadFields>({
    resolver: zodResolver(apkUploadFieldsSchema),
    defaultValues: { appName: '' as never, version: '' },
    mode: 'onTouched',
  });
  const save = async (fields: ApkUploadFields) => {
    if (!file) return setFileError(APK_MESSAGES.fileRequired);
    setProgress({ phase: 'upload', percent: 0 });
    try {
      await uploadFile<ApkBuild>(APK_PATHS.upload, file, setProgress, fields);
      notify(translate('apks.uploaded'), 'success');
      await queryClient.invalidateQueries({ queryKey: APK_QUERY_KEY });
      onClose();
    } catch (error) {
      const fieldErrors = (error as { body?: { errors?: Record<string, string> } }).body?.errors;
      if (fieldErrors?.file) setFileError(fieldErrors.file);
      else if (!applyServerErrors(error, setError)) notify(uploadErrorMessage(error), 'error');
    } finally {
      setProgress(undefined);
    }
  };
  const choose = (chosen: File | undefined) => {
    setFile(chosen);
    setFileError(chosen && !hasExtension(chosen.name, ['apk']) ? APK_MESSAGES.notApk : undefined);
  };
  return (
    <FormDialog
      open
      title={translate('apks.upload')}
      onClose={onClose}
      onSubmit={() => void handleSubmit(save)()}
      busy={progress !== undefined}
      saveDisabled={!!fileError}
      saveLabel={translate('apks.upload')}
    >
      <Stack spacing={1} sx={{ pt: 1 }}>
        <SelectField
          control={control as unknown as Control<ApkUploadFields>}
          name="appName"
          label={translate('apks.appName')}
          options={APP_NAMES.map((name) => ({ value: name, label: translate(`apks.apps.${name}`) }))}
          required
        />
        <TextField
          {...register('version')}
          id="apk-version"
          label={translate('apks.version')}
          required
          size="small"
          error={!!formState.errors.version}
          helperText={formState.errors.version?.message ?? ' '}
        />
        <input
          ref={input}
          type="file"
          hidden
          accept=".apk"
          data-testid="apk-file"
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Button variant="outlined" onClick={() => input.current?.click()}>
            {translate('apks.chooseFile')}
          </Button>
          <Typography variant="body2">{file?.name ?? translate('apks.file')}</Typography>
        </Stack>
        {fileError && (
          <Typography color="error" variant="body2" role="alert">
            {fileError}
          </Typography>
        )}
        {progress && (
          <LinearProgress
            variant={progress.phase === 'upload' ? 'determinate' : 'indeterminate'}
            value={progress.percent}
          />
        )}
      </Stack>
    </FormDialog>
  );
}
