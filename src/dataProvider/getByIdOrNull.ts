import type { DataProvider, Identifier, RaRecord } from 'ra-core';

/** getById where a 404 means "no such record" rather than an error (spec 000 §8: product getById). */
export async function getByIdOrNull<T extends RaRecord>(
  dataProvider: DataProvider,
  resource: string,
  id: Identifier,
): Promise<T | null> {
  try {
    return (await dataProvider.getOne<T>(resource, { id })).data;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
