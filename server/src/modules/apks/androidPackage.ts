import { zipEntryNames } from '../../platform/files/zipEntries';

/** What every Android package holds at its root (a build without them would not install). */
const REQUIRED_ENTRIES = ['AndroidManifest.xml', 'classes.dex'];

/** An .apk by its content: a ZIP archive whose entries include AndroidManifest.xml and classes.dex. */
export function isAndroidPackage(bytes: Buffer): boolean {
  const names = zipEntryNames(bytes);
  return !!names && REQUIRED_ENTRIES.every((entry) => names.includes(entry));
}
