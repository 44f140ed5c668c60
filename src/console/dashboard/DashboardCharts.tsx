import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'ra-core';
import { useCalendarDayFormat } from '../../components/format/formatCalendarDay';
import type { BookingsPerDay, SlotFill } from '../../../domain/requests/dashboards';
import { COUNT_AXIS } from '../../components/charts/countAxis';

/*
 * The dashboards' charts (@mui/x-charts, MIT). Only ChartCard imports this module, lazily: the console's first download
 * and the dashboard's numbers come without the chart library.
 */

const HEIGHT = 260;
/** 27 Nov from 2026-11-27, in the console's language. */
const SHORT_DAY = 'd MMM';

export function BookingsChart({ data, label }: { data: BookingsPerDay; label: string }) {
  const translate = useTranslate();
  const formatDay = useCalendarDayFormat();
  return (
    <BarChart
      height={HEIGHT}
      aria-label={label}
      dataset={data.days.map((day) => ({ day: formatDay(day.date, SHORT_DAY), count: day.count }))}
      xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
      yAxis={[COUNT_AXIS]}
      series={[{ dataKey: 'count', label: translate('dashboards.bookings'), color: '#1565c0' }]}
    />
  );
}

export function SlotFillChart({ data, label }: { data: SlotFill; label: string }) {
  const translate = useTranslate();
  const formatDay = useCalendarDayFormat();
  return (
    <BarChart
      height={HEIGHT}
      aria-label={label}
      dataset={data.days.map((day) => ({
        day: formatDay(day.date, SHORT_DAY),
        booked: day.booked,
        free: Math.max(0, day.capacity - day.booked),
      }))}
      xAxis={[{ scaleType: 'band', dataKey: 'day' }]}
      yAxis={[COUNT_AXIS]}
      series={[
        { dataKey: 'booked', label: translate('dashboards.booked'), stack: 'fill', color: '#2e7d32' },
        { dataKey: 'free', label: translate('dashboards.free'), stack: 'fill', color: '#c8e6c9' },
      ]}
    />
  );
}

export function StatusChart({ statuses, label }: { statuses: [string, number][]; label: string }) {
  const translate = useTranslate();
  return (
    <BarChart
      height={HEIGHT}
      aria-label={label}
      dataset={statuses.map(([status, count]) => ({ status: translate(`statuses.${status}`, { _: status }), count }))}
      xAxis={[{ scaleType: 'band', dataKey: 'status' }]}
      yAxis={[COUNT_AXIS]}
      series={[{ dataKey: 'count', label: translate('dashboards.requests'), color: '#6a1b9a' }]}
    />
  );
}
