import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { APK_PATHS, type ApkBuild } from '../../../domain/apks/constants';
import type { ConsoleDataProvider } from '../../dataProvider';

export const APK_QUERY_KEY = ['apks', 'list'] as const;

/** GET master/s3files/apklist: the app builds, newest first. */
export function useApkBuilds() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: APK_QUERY_KEY,
    queryFn: async () => (await dataProvider.call<ApkBuild[]>(APK_PATHS.list)).json,
  });
}

/** A size in bytes as the list shows it: '48.2 MB', '512 KB'. */
export function formatSize(bytes: number | undefined): string {
  if (bytes === undefined) return '--';
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
