import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import {
  DRIVE_PATHS,
  type DriveFiltersData,
  type DriveRecord,
  type DriveSummary,
} from '../../../domain/ewasteDrives/constants';
import type { FilterEntry } from '../../../domain/listQuery';
import type { DriveBody, DriveStatusBody } from '../../../domain/ewasteDrives/schemas';
import type { ConsoleDataProvider } from '../../dataProvider';
import { DRIVE_RESOURCE } from './listConfig';

/**
 * GET ewasteDrives/filters/data: the list's choices and the form's options (Active partners, categories, weight units).
 */
export function useDriveFiltersData() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [DRIVE_RESOURCE, 'filtersData'],
    queryFn: async () => (await dataProvider.call<DriveFiltersData>(DRIVE_PATHS.filtersData)).json,
    staleTime: 60_000,
  });
}

/** POST ewasteDrives/summary over the list's filters: collected kg per e-waste category. */
export function useDriveSummary(filters: FilterEntry[]) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [DRIVE_RESOURCE, 'summary', filters],
    queryFn: async () =>
      (await dataProvider.call<DriveSummary>(DRIVE_PATHS.summary, { method: 'POST', body: { filters } })).json,
  });
}

/**
 * Writes of a drive through the data provider: record (POST), correct (PUT ewasteDrives/{id}), cancel or re-plan
 * (…/status).
 */
export function useDriveWrites() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const send = async (path: string, method: 'POST' | 'PUT', body: object) =>
    (await dataProvider.call<DriveRecord>(path, { method, body })).json;
  return {
    save: (body: DriveBody, id?: string) =>
      id ? send(DRIVE_PATHS.one(id), 'PUT', body) : send(DRIVE_RESOURCE, 'POST', body),
    move: (id: string, body: DriveStatusBody) => send(DRIVE_PATHS.status(id), 'PUT', body),
  };
}
