import { useDataProvider, useNotify, useTranslateLabel, type DataProvider, type RaRecord, type SortPayload } from 'ra-core';
import { useCallback } from 'react';
import { maxPageSizeOf } from '../../../domain/listQuery';
import { exportToXlsx } from '../../components/export/exportToXlsx';
import { withLoading } from '../../components/loading/loadingStore';
import { columnText } from './ColumnValue';
import type { MasterConfig } from './config/types';

/** Names of the records the reference columns point at, fetched once per referenced master. */
async function referenceNames(dataProvider: DataProvider, config: MasterConfig, rows: RaRecord[]) {
  const names = new Map<string, Map<string, string>>();
  for (const column of config.columns.filter((c) => c.kind === 'reference' && c.reference)) {
    const ids = [...new Set(rows.map((row) => row[column.source]).filter((id) => id !== null && id !== undefined && id !== ''))];
    const { resource, optionText = 'name' } = column.reference!;
    const { data } = ids.length ? await dataProvider.getMany(resource, { ids }) : { data: [] as RaRecord[] };
    names.set(column.source, new Map(data.map((record) => [String(record.id), String(record[optionText] ?? record.id)])));
  }
  return names;
}

/**
 * Every record matching the filter, a page of the largest size the list allows at a time. A capped total (meta
 * `totalCapped`) is only a lower bound: then a short page is what says the end is reached.
 */
export async function allPages(dataProvider: DataProvider, config: Pick<MasterConfig, 'resource' | 'apiPath'>, sort: SortPayload, filter: Record<string, unknown>) {
  const perPage = maxPageSizeOf(config.apiPath);
  const records: RaRecord[] = [];
  for (let page = 1; ; page++) {
    const { data, total, meta } = await dataProvider.getList(config.resource, { pagination: { page, perPage }, sort, filter });
    records.push(...data);
    if (data.length < perPage || (!meta?.totalCapped && records.length >= (total ?? 0))) return records;
  }
}

/** Exports every row matching the applied filters to `<name> <timestamp>.xlsx`. */
export function useMasterExport(config: MasterConfig) {
  const dataProvider = useDataProvider();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  return useCallback(
    async (filter: Record<string, unknown>, sort: SortPayload) => {
      try {
        await withLoading(
          (async () => {
            const data = await allPages(dataProvider, config, sort, { ...filter, ...config.permanentFilter });
            const names = await referenceNames(dataProvider, config, data);
            const columns = config.columns.map(({ source }) => ({ key: source, header: String(translateLabel({ source, resource: config.resource })) }));
            const rows = data.map((record) => Object.fromEntries(config.columns.map(({ source, kind }) => [source, columnText(kind, record[source], names.get(source))])));
            await exportToXlsx(config.exportName, columns, rows);
          })(),
        );
      } catch (error) {
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      }
    },
    [config, dataProvider, notify, translateLabel],
  );
}
