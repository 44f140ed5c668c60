import { API_DAY_PATTERN } from '../masters/days';
import { z } from '../zod';

/** POST rewards/getRewardTransactionMatrix: the range (calendar days in India time, both inclusive). */
export const rewardMatrixRequestSchema = z
  .object({
    fromDate: z.string().regex(API_DAY_PATTERN, 'From date must be yyyy-MM-dd'),
    toDate: z.string().regex(API_DAY_PATTERN, 'To date must be yyyy-MM-dd'),
  })
  .refine((range) => range.fromDate <= range.toDate, {
    path: ['toDate'],
    message: 'To date must not be before from date',
  })
  .refine((range) => monthsBetween(range.fromDate, range.toDate) <= MAX_MATRIX_MONTHS, {
    path: ['toDate'],
    message: 'The range can be at most 24 months',
  });
export type RewardMatrixRequest = z.infer<typeof rewardMatrixRequestSchema>;

const MAX_MATRIX_MONTHS = 24;

/** Months from the first date's month to the second's, both counted. */
function monthsBetween(from: string, to: string) {
  const [fy, fm] = from.split('-').map(Number);
  const [ty, tm] = to.split('-').map(Number);
  return (ty - fy) * 12 + (tm - fm) + 1;
}

/**
 * One cell of the matrix: an idType in a month (yyyy-MM) with the points credited, debited and encashed (both
 * positive).
 */
const rewardMatrixCellSchema = z.object({
  month: z.string(),
  idType: z.string(),
  credited: z.number(),
  debited: z.number(),
  encashed: z.number(),
});
export const rewardMatrixSchema = z.object({ months: z.array(z.string()), cells: z.array(rewardMatrixCellSchema) });
export type RewardMatrix = z.infer<typeof rewardMatrixSchema>;

/** Which column of the matrix an entry's points go to: an encashment is encashed, other negatives debited. */
export function matrixColumn(idType: string, points: number): 'credited' | 'debited' | 'encashed' {
  if (points >= 0) return 'credited';
  return idType === 'Encashment' ? 'encashed' : 'debited';
}

/** The months (yyyy-MM) of a range, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [year, month] = from.split('-').map(Number);
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
  }
}

/** Totals per month over every idType (what the chart draws). */
export function monthTotals(matrix: RewardMatrix) {
  return matrix.months.map((month) => {
    const cells = matrix.cells.filter((cell) => cell.month === month);
    const sum = (key: 'credited' | 'debited' | 'encashed') => cells.reduce((total, cell) => total + cell[key], 0);
    return { month, credited: sum('credited'), debited: sum('debited'), encashed: sum('encashed') };
  });
}
