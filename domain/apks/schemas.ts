import { z } from '../zod';
import { APK_MESSAGES, APK_VERSION_PATTERN, APP_NAMES } from './constants';

export * from './constants';

/** The text fields of POST master/s3files/apk, sent before the file. */
export const apkUploadFieldsSchema = z.object({
  appName: z.enum(APP_NAMES, {
    error: (issue) =>
      issue.input === undefined || issue.input === '' ? APK_MESSAGES.appNameRequired : APK_MESSAGES.appNameInvalid,
  }),
  version: z
    .string({ message: APK_MESSAGES.versionRequired })
    .trim()
    .min(1, { message: APK_MESSAGES.versionRequired, abort: true })
    .regex(APK_VERSION_PATTERN, APK_MESSAGES.versionInvalid),
});
export type ApkUploadFields = z.output<typeof apkUploadFieldsSchema>;
