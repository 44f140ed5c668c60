import { useDataProvider, useNotify, useTranslate, useTranslateLabel, type SortPayload } from 'ra-core';
import { useCallback } from 'react';
import type { ExportColumn } from '../../../domain/listExport';
import { exportFileName } from './export/exportFileName';
import { trackExport } from './export/exportProgressStore';
import type { ConsoleDataProvider } from '../../dataProvider';
import type { ListConfig } from './types';

/**
 * Exports every row matching the applied filters to `<name> <timestamp>.xlsx`: the server streams the sheet in the
 * list's columns and order, the export panel shows how far it has come, and the screen stays usable meanwhile.
 */
export function useListExport(config: ListConfig) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const notify = useNotify();
  return useCallback(
    async (filter: Record<string, unknown>, sort: SortPayload, records?: number) => {
      const columns: ExportColumn[] = config.columns.map(({ source, kind, reference }) => ({
        key: source,
        header: String(translateLabel({ source, resource: config.resource })),
        ...(kind === 'reference' && reference?.optionText && { optionText: reference.optionText }),
        ...(kind === 'reference' && reference?.suffix && { suffix: reference.suffix }),
      }));
      const params = {
        sort,
        filter: { ...filter, ...config.permanentFilter },
        name: config.exportName,
        columns,
        fileName: exportFileName(config.exportName),
      };
      try {
        // The file keeps the spec's name; the panel names the list in the user's language.
        const title = translate(`resources.${config.resource}.name`, { smart_count: 2, _: config.exportName });
        await trackExport(title, records, (onProgress, signal) =>
          dataProvider.exportList(config.resource, params, onProgress, signal),
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      }
    },
    [config, dataProvider, notify, translate, translateLabel],
  );
}
