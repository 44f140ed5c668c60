import { format, parseISO, startOfISOWeek, subWeeks } from 'date-fns';
import type { StatisticsPeriod } from '../../../domain/statistics/types';
import { indiaToday } from '../../components/format/indiaDay';

/** Weeks the page opens on: the last twelve ISO weeks, this one included. */
const DEFAULT_WEEKS = 12;

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** From the Monday of the first of the last `weeks` ISO weeks to today, in India's calendar as the reports count. */
export function defaultPeriod(today: string = indiaToday(), weeks = DEFAULT_WEEKS): StatisticsPeriod {
  return { fromDate: day(startOfISOWeek(subWeeks(parseISO(today), weeks - 1))), toDate: today };
}

/** The API body of a period: no services means every service. */
export const periodBody = ({ fromDate, toDate, serviceIds }: StatisticsPeriod): StatisticsPeriod => ({
  fromDate,
  toDate,
  ...(serviceIds?.length && { serviceIds }),
});
