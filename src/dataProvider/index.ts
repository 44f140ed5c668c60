import { createDataProvider } from './createDataProvider';
import { httpClient } from './httpClient';
import { API_RESOURCES } from './resourceMap';

export const dataProvider = createDataProvider(API_RESOURCES, httpClient);
export type { ConsoleDataProvider } from './createDataProvider';
