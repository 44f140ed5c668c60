import { createDataProvider } from './createDataProvider';
import { downloadExport } from './downloadExport';
import { httpClient } from './httpClient';
import { API_RESOURCES } from './resourceMap';
import { downloadFile, uploadFile } from './uploadFile';

export const dataProvider = createDataProvider(API_RESOURCES, httpClient, {
  upload: uploadFile,
  download: downloadFile,
  downloadStream: downloadExport,
});
export type { ConsoleDataProvider } from './createDataProvider';
