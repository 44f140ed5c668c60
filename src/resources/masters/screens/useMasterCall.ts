import { HttpError, useDataProvider } from 'ra-core';
import type { ConsoleDataProvider } from '../../../dataProvider';

/** The API's calls beyond CRUD (assignments, link tables), through the dataProvider's client. */
export function useMasterCall() {
  return useDataProvider<ConsoleDataProvider>().call;
}

/** A 404 means 'none yet' for link tables (a product without issues). */
export async function orEmpty<T>(request: Promise<{ json: T[] }>): Promise<T[]> {
  try {
    return (await request).json;
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return [];
    throw error;
  }
}
