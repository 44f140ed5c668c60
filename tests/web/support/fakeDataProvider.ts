import type { DataProvider, RaRecord } from 'ra-core';
import { vi } from 'vitest';

/** A data provider answering lists with `records` (total given or their count); calls a test does not use reject. */
export function fakeDataProvider(
  records: RaRecord[],
  overrides: Partial<DataProvider> = {},
  total = records.length,
): DataProvider {
  const reject = () => Promise.reject(new Error('not used'));
  return {
    getList: vi.fn(async () => ({ data: records, total })),
    getOne: reject,
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: reject,
    create: reject,
    update: reject,
    updateMany: reject,
    delete: reject,
    deleteMany: reject,
    ...overrides,
  } as DataProvider;
}
