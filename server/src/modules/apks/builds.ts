import { desc } from 'drizzle-orm';
import { APK_PREFIX, type ApkBuild } from '../../../../domain/apks/constants';
import type { Database } from '../../db/client';
import { apkBuilds } from '../../db/schema';
import type { FileStore } from '../../platform/files';

/** A build as the list shows it: who uploaded it by name, never by their identity's id. */
export const apkBuildOf = (build: typeof apkBuilds.$inferSelect): ApkBuild => ({
  id: build.id,
  name: build.key.slice(APK_PREFIX.length),
  key: build.key,
  appName: build.appName as ApkBuild['appName'],
  version: build.version,
  size: build.size,
  uploadedAt: build.uploadedAt.toISOString(),
  uploadedBy: build.uploadedByName ?? undefined,
});

/**
 * GET master/s3files/apklist: the uploaded builds, newest first, with app, version, size, date and uploader; then any
 * .apk placed in the store's apks/ folder by hand (name and key only), so a release copied there stays downloadable.
 */
export async function listApkBuilds(db: Database, files: FileStore): Promise<ApkBuild[]> {
  const [uploaded, keys] = await Promise.all([
    db.select().from(apkBuilds).orderBy(desc(apkBuilds.uploadedAt), desc(apkBuilds.id)),
    files.list(APK_PREFIX),
  ]);
  const known = new Set(uploaded.map((build) => build.key));
  const builds = uploaded.map(apkBuildOf);
  const placed = keys
    .filter((key) => !known.has(key) && key.toLowerCase().endsWith('.apk'))
    .map((key) => ({ name: key.slice(key.lastIndexOf('/') + 1), key }));
  return [...builds, ...placed];
}
