import { createDataProvider } from './createDataProvider';
import { httpClient } from './httpClient';
import { API_RESOURCES } from './resourceMap';
import { downloadFile, uploadFile } from './uploadFile';

export const dataProvider = createDataProvider(API_RESOURCES, httpClient, { upload: uploadFile, download: downloadFile });
export type { ConsoleDataProvider, ImportResult } from './createDataProvider';
