import { useDataProvider, useNotify, useTranslateLabel, type SortPayload } from 'ra-core';
import { useCallback } from 'react';
import { MAX_PAGE_SIZE } from '../../../domain/filters';
import { exportToXlsx } from '../../components/export/exportToXlsx';
import { withLoading } from '../../components/loading/loadingStore';
import { columnText } from './ColumnValue';
import type { MasterConfig } from './config/types';

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
            const { data } = await dataProvider.getList(config.resource, { pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort, filter });
            const columns = config.columns.map(({ source }) => ({ key: source, header: String(translateLabel({ source, resource: config.resource })) }));
            const rows = data.map((record) => Object.fromEntries(config.columns.map(({ source, kind }) => [source, columnText(kind, record[source])])));
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
