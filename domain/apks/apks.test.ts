import { describe, expect, it } from 'vitest';
import { APK_MESSAGES, apkUploadFieldsSchema } from './schemas';

const errorsOf = (fields: unknown) => {
  const result = apkUploadFieldsSchema.safeParse(fields);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('app build fields', () => {
  it('takes the app and a version as the stores show it', () => {
    expect(errorsOf({ appName: 'Technician app', version: '1.4.0' })).toEqual({});
    expect(errorsOf({ appName: 'Customer app', version: '2.0.1-beta2' })).toEqual({});
  });

  it('refuses an unknown app and a version that is not one', () => {
    expect(errorsOf({ appName: '', version: '1.0' })).toEqual({ appName: APK_MESSAGES.appNameRequired });
    expect(errorsOf({ appName: 'Admin app', version: '1.0' })).toEqual({ appName: APK_MESSAGES.appNameInvalid });
    expect(errorsOf({ appName: 'Customer app', version: '' })).toEqual({ version: APK_MESSAGES.versionRequired });
    expect(errorsOf({ appName: 'Customer app', version: 'v1.0 final' })).toEqual({
      version: APK_MESSAGES.versionInvalid,
    });
  });
});
