import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { STATISTICS_REPORTS, type StatisticsPeriod } from '../../../domain/statistics/types';
import type { RouteEntry } from '../../console/routeTable';
import { defaultPeriod } from './period';
import { StatisticsFilters } from './StatisticsFilters';
import { StatisticsSection } from './StatisticsSection';

/**
 * statistics (spec 000 §2.3, issue 17; admins): the booking period and services, then a section per report with its
 * chart, its table and its spreadsheet (README "Statistics" says what each figure counts).
 */
export default function StatisticsPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const initial = useMemo(() => defaultPeriod(), []);
  const [period, setPeriod] = useState<StatisticsPeriod>(initial);
  return (
    <Stack spacing={2}>
      <Title title={translate('statistics.title')} />
      <StatisticsFilters applied={period} initial={initial} onApply={setPeriod} />
      {STATISTICS_REPORTS.map((report) => (
        <StatisticsSection key={report} report={report} period={period} />
      ))}
    </Stack>
  );
}
