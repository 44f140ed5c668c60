import { useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'ra-core';
import { useCallback } from 'react';
import {
  STATISTICS_SHEET_NAMES,
  type StatisticsAnswer,
  type StatisticsPeriod,
  type StatisticsReport,
} from '../../../domain/statistics/types';
import { exportFileName } from '../../components/list/export/exportFileName';
import { trackExport } from '../../components/list/export/exportProgressStore';
import type { ConsoleDataProvider } from '../../dataProvider';
import { downloadExport } from '../../dataProvider/downloadExport';
import { periodBody } from './period';

const STATISTICS_PATH = 'statistics';

/** POST statistics/<report> over the period (admins only). */
export function useStatistics<R extends StatisticsReport>(report: R, period: StatisticsPeriod) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [STATISTICS_PATH, report, period],
    queryFn: async () =>
      (
        await dataProvider.call<StatisticsAnswer<R>>(`${STATISTICS_PATH}/${report}`, {
          method: 'POST',
          body: periodBody(period),
        })
      ).json,
  });
}

/**
 * POST statistics/export: the report's rows as `<sheet name> <timestamp>.xlsx`, through the export panel (it shows the
 * download's progress and lets it be cancelled, as the lists' exports do).
 */
export function useStatisticsExport() {
  const notify = useNotify();
  return useCallback(
    async (report: StatisticsReport, period: StatisticsPeriod, title: string) => {
      const fileName = exportFileName(STATISTICS_SHEET_NAMES[report]);
      try {
        await trackExport(title, undefined, (onProgress, signal) =>
          downloadExport(`${STATISTICS_PATH}/export`, { report, ...periodBody(period) }, fileName, onProgress, signal),
        );
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
        notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
      }
    },
    [notify],
  );
}
