import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'ra-core';
import { rewardMatrixSchema, type RewardFiltersData, type RewardMatrix } from '../../../domain/rewards';
import { indiaToday } from '../../components/format/indiaDay';
import type { ConsoleDataProvider } from '../../dataProvider';
import { REWARD_API_PATH, REWARD_RESOURCE } from './listConfig';

/** Months the chart shows by default, and the choices of its range. */
export const MATRIX_MONTHS = [6, 12, 24] as const;
export type MatrixMonths = (typeof MATRIX_MONTHS)[number];

/**
 * The last `months` calendar months up to today (the first day of the first one to today), in India's calendar as the
 * ledger's months are: from 18:30 UTC India is on the next day, and on the first of a month in the next month.
 */
export function matrixRange(months: number, today: string = indiaToday()) {
  const [year, month] = today.split('-').map(Number);
  const from = new Date(Date.UTC(year, month - 1 - (months - 1), 1));
  return { fromDate: from.toISOString().slice(0, 10), toDate: today };
}

/** POST rewards/getRewardTransactionMatrix over the last `months` months, in the caller's scope. */
export function useRewardMatrix(months: MatrixMonths) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [REWARD_RESOURCE, 'matrix', months],
    queryFn: async (): Promise<RewardMatrix> =>
      rewardMatrixSchema.parse(
        (
          await dataProvider.call(`${REWARD_API_PATH}/getRewardTransactionMatrix`, {
            method: 'POST',
            body: matrixRange(months),
          })
        ).json,
      ),
  });
}

/** GET rewards/filtersData: the choices of the ledger's select filters. */
export function useRewardFilterData() {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  return useQuery({
    queryKey: [REWARD_RESOURCE, 'filterData'],
    queryFn: () => dataProvider.filtersData<RewardFiltersData>(REWARD_RESOURCE),
    staleTime: 60_000,
  });
}
