import { createDataProvider, type ApiResources } from './createDataProvider';
import { downloadExport } from './downloadExport';
import { httpClient } from './httpClient';
import { downloadFile, uploadFile } from './uploadFile';

/** The console's data provider over the API, for the resources the console declares (src/resources/index.ts). */
export const consoleDataProvider = (resources: ApiResources) =>
  createDataProvider(resources, httpClient, {
    upload: uploadFile,
    download: downloadFile,
    downloadStream: downloadExport,
  });
export type { ConsoleDataProvider } from './createDataProvider';
