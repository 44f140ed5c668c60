import { httpClient } from '../dataProvider/httpClient';
import { createAuthProvider } from './authProvider';

export const authProvider = createAuthProvider(httpClient);
