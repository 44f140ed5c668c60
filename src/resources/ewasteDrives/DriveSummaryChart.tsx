import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import type { DriveSummary } from '../../../domain/ewasteDrives/constants';

/**
 * Collected and target kg per e-waste category as grouped bars (@mui/x-charts); loaded lazily by the summary card, so
 * only the drives page downloads the chart library.
 */
export default function DriveSummaryChart({ summary }: { summary: DriveSummary }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={280}
      aria-label={translate('ewasteDrives.chartLabel')}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', dataKey: 'categoryName', width: 220 }]}
      series={[
        { dataKey: 'collectedKg', label: translate('ewasteDrives.collectedKg'), color: '#2e7d32' },
        { dataKey: 'targetKg', label: translate('ewasteDrives.targetKg'), color: '#90a4ae' },
      ]}
      dataset={summary.categories}
    />
  );
}
