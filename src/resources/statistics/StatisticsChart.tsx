import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { COUNT_AXIS } from '../../components/charts/countAxis';
import type { ChartData } from './chartData';

/**
 * A report drawn as grouped bars (@mui/x-charts, MIT): this module is loaded lazily by the statistics sections, so no
 * other screen downloads the chart library for it.
 */
export default function StatisticsChart({ chart, title }: { chart: ChartData; title: string }) {
  const translate = useTranslate();
  const band = { scaleType: 'band' as const, dataKey: chart.axisKey };
  const values = chart.counts ? COUNT_AXIS : {};
  const height = chart.horizontal ? Math.max(260, chart.dataset.length * 28 + 60) : 280;
  return (
    <BarChart
      height={height}
      aria-label={translate('statistics.chartLabel', { title })}
      dataset={chart.dataset}
      layout={chart.horizontal ? 'horizontal' : 'vertical'}
      {...(chart.horizontal
        ? { yAxis: [{ ...band, width: 200 }], xAxis: [values] }
        : { xAxis: [band], yAxis: [values] })}
      series={chart.series.map(({ dataKey, label, color }) => ({ dataKey, label: translate(label), color }))}
    />
  );
}
