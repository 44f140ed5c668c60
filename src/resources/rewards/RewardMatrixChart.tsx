import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { monthTotals, type RewardMatrix } from '../../../domain/rewards';

/**
 * The matrix drawn as grouped bars per month: points credited, debited and encashed (@mui/x-charts, MIT; this module is
 * its only importer and is itself loaded lazily by the reward-points page, so no other screen downloads it).
 */
export default function RewardMatrixChart({ matrix }: { matrix: RewardMatrix }) {
  const translate = useTranslate();
  const totals = monthTotals(matrix);
  return (
    <BarChart
      height={260}
      aria-label={translate('rewards.chartLabel')}
      xAxis={[{ scaleType: 'band', data: totals.map((row) => row.month) }]}
      series={[
        { dataKey: 'credited', label: translate('rewards.credited'), color: '#2e7d32' },
        { dataKey: 'debited', label: translate('rewards.debited'), color: '#ed6c02' },
        { dataKey: 'encashed', label: translate('rewards.encashed'), color: '#1565c0' },
      ]}
      dataset={totals}
    />
  );
}
