import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useListContext, useTranslate } from 'ra-core';
import { lazy, Suspense, useMemo } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatCount } from '../../components/format/formatCount';
import { toApiFilters } from '../../dataProvider/filterKeys';
import { filterInputTypes } from '../../components/list/types';
import { useDriveSummary } from './api';
import { DRIVE_FILTERS } from './listConfig';

// The chart library downloads only when the chart is drawn.
const DriveSummaryChart = lazy(() => import('./DriveSummaryChart'));
const INPUT_TYPES = filterInputTypes(DRIVE_FILTERS);

function Loading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 280 }} role="status">
      <CircularProgress size={20} />
      <Typography variant="body2">{translate('ewasteDrives.loadingSummary')}</Typography>
    </Stack>
  );
}

/** What the drives the filters keep collected, per e-waste category (completed drives only), above the list. */
export function DriveSummaryCard() {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const filters = useMemo(() => toApiFilters(filterValues, INPUT_TYPES), [filterValues]);
  const { data, error, isPending, refetch } = useDriveSummary(filters);
  const collected = data?.categories.reduce((sum, row) => sum + row.collectedKg, 0) ?? 0;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {translate('ewasteDrives.summary')}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary" data-testid="drive-summary-total">
            {translate('ewasteDrives.summaryTotal', { kg: formatCount(collected), drives: formatCount(data.drives) })}
          </Typography>
        )}
        {error ? (
          <ErrorBlock onReload={() => void refetch()} />
        ) : isPending ? (
          <Loading />
        ) : data.categories.length === 0 ? (
          <Typography variant="body2" sx={{ py: 4 }}>
            {translate('ewasteDrives.noSummary')}
          </Typography>
        ) : (
          <Suspense fallback={<Loading />}>
            <DriveSummaryChart summary={data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
