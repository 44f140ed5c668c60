import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslate } from 'ra-core';
import { formatDay } from '../../../domain/displayFormat';
import { STATISTICS_COLUMNS, type StatisticsReport, type StatisticsRows } from '../../../domain/statistics/types';
import { formatRupees } from '../../components/format/formatMoney';
import { ScrollRegion } from '../../components/ScrollRegion';

const hours = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** A report's rows under its columns: money in rupees, weeks as days, the top lists' kinds translated. */
export function StatisticsTable<R extends StatisticsReport>({
  report,
  rows,
  title,
}: {
  report: R;
  rows: StatisticsRows[R][];
  title: string;
}) {
  const translate = useTranslate();
  const columns = STATISTICS_COLUMNS[report];
  const show = (key: string, money: boolean | undefined, value: unknown) => {
    if (value === null || value === undefined) return '–';
    if (money) return formatRupees(Number(value) / 100);
    if (key === 'week') return formatDay(value);
    if (key === 'kind') return translate(`statistics.kinds.${String(value)}`);
    if (typeof value === 'number') return hours.format(value);
    return String(value);
  };
  return (
    <ScrollRegion maxHeight={420} label={translate('statistics.tableLabel', { title })}>
      <Table size="small" stickyHeader aria-label={translate('statistics.tableLabel', { title })}>
        <TableHead>
          <TableRow>
            {columns.map(({ key }) => (
              <TableCell key={key}>{translate(`statistics.columns.${key}`)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map(({ key, money }) => (
                <TableCell key={key} align={typeof row[key] === 'number' ? 'right' : 'left'}>
                  {show(key, money, row[key])}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ScrollRegion>
  );
}
