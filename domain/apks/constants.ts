/** Mobile app builds (allapks) without zod, for the console's list. */

/** The marketplace's Android apps an admin releases builds of. */
export const APP_NAMES = ['Technician app', 'Customer app'] as const;
type AppName = (typeof APP_NAMES)[number];

/** Default largest build, in MB; APK_SIZE_LIMIT_MB overrides it on the server. */
export const DEFAULT_APK_SIZE_LIMIT_MB = 200;
/** A version as the Play Store shows it: 1.4.0, 2.0, 3.1.2.45, optionally with a suffix (1.5.0-beta2). */
export const APK_VERSION_PATTERN = /^\d{1,4}(\.\d{1,6}){0,3}(-[0-9A-Za-z.]{1,20})?$/;
export const APK_TYPE = 'application/vnd.android.package-archive';
/** Where the store keeps builds (also the builds placed there by hand before uploads existed). */
export const APK_PREFIX = 'apks/';

export const APK_MESSAGES = {
  appNameRequired: 'Choose the app',
  appNameInvalid: `App must be one of ${APP_NAMES.join(', ')}`,
  versionRequired: 'Version is required',
  versionInvalid: 'Version must look like 1.4.0',
  fileRequired: 'Choose the .apk file of the build',
  notApk:
    'This file is not an Android app package (.apk): it must be a ZIP holding AndroidManifest.xml and classes.dex',
  tooLarge: (megabytes: number) => `The app package must be at most ${megabytes} MB`,
  duplicate: 'This version of the app is already uploaded',
  uploaded: 'App build uploaded',
} as const;

/** API paths: the app list and our upload (README "App downloads"). */
export const APK_PATHS = { list: 'master/s3files/apklist', upload: 'master/s3files/apk' } as const;

/** One build of GET master/s3files/apklist; a file placed in the store by hand has only its name and key. */
export interface ApkBuild {
  name: string;
  key: string;
  id?: string;
  appName?: AppName;
  version?: string;
  size?: number;
  uploadedAt?: string;
  uploadedBy?: string;
}
