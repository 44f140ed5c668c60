import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { lazy, Suspense } from 'react';
import type { StatisticsPeriod, StatisticsReport } from '../../../domain/statistics/types';
import { hasFigures } from '../../components/charts/countAxis';
import { EmptyState } from '../../components/EmptyState';
import { ErrorBlock } from '../../components/ErrorBlock';
import { useStatistics, useStatisticsExport } from './api';
import { chartOf } from './chartData';
import { StatisticsTable } from './StatisticsTable';

// The chart library downloads only when a chart is drawn (the sign-in and console bundles stay without it).
const StatisticsChart = lazy(() => import('./StatisticsChart'));

function Loading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 120 }} role="status">
      <CircularProgress size={20} />
      <Typography variant="body2">{translate('statistics.loading')}</Typography>
    </Stack>
  );
}

/** One report: its title and what it counts, an export of its rows, then its chart and its table. */
export function StatisticsSection({ report, period }: { report: StatisticsReport; period: StatisticsPeriod }) {
  const translate = useTranslate();
  const title = translate(`statistics.reports.${report}.title`);
  const { data, error, isPending, refetch } = useStatistics(report, period);
  const exportReport = useStatisticsExport();
  const rows = data?.rows ?? [];
  const chart = chartOf(report, rows, (kind) => translate(`statistics.kinds.${kind}`));
  return (
    <Card variant="outlined" component="section" aria-labelledby={`statistics-${report}`}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
        >
          <div>
            <Typography variant="h6" component="h2" id={`statistics-${report}`}>
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate(`statistics.reports.${report}.description`)}
            </Typography>
          </div>
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={!data}
            onClick={() => void exportReport(report, period, title)}
          >
            {translate('statistics.export')}
          </Button>
        </Stack>
        {error ? (
          <ErrorBlock onReload={() => void refetch()} />
        ) : isPending ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Typography variant="body2" sx={{ py: 3 }}>
            {translate('statistics.empty')}
          </Typography>
        ) : (
          <Stack spacing={2}>
            {hasFigures(
              chart.dataset,
              chart.series.map(({ dataKey }) => dataKey),
            ) ? (
              <Suspense fallback={<Loading />}>
                <StatisticsChart chart={chart} title={title} />
              </Suspense>
            ) : (
              <EmptyState />
            )}
            <StatisticsTable report={report} rows={rows} title={title} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
