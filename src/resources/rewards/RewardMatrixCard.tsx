import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { lazy, Suspense, useState } from 'react';
import { ErrorBlock } from '../../components/ErrorBlock';
import { MATRIX_MONTHS, useRewardMatrix, type MatrixMonths } from './api';

// The chart library downloads only when the chart is drawn (the sign-in and console bundles stay without it).
const RewardMatrixChart = lazy(() => import('./RewardMatrixChart'));

function Loading() {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 260 }} role="status">
      <CircularProgress size={20} />
      <Typography variant="body2">{translate('rewards.loadingMatrix')}</Typography>
    </Stack>
  );
}

/** The transaction matrix of the caller's ledger over the last months, as a chart. */
export function RewardMatrixCard() {
  const translate = useTranslate();
  const [months, setMonths] = useState<MatrixMonths>(12);
  const { data, error, isPending, refetch } = useRewardMatrix(months);
  const empty = data && data.cells.length === 0;
  return (
    <Card variant="outlined" sx={{ mb: 2 }}>
      <CardContent>
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, flexWrap: 'wrap' }}
        >
          <Typography variant="h6" component="h2">
            {translate('rewards.matrix')}
          </Typography>
          <TextField
            select
            size="small"
            label={translate('rewards.matrixRange')}
            value={months}
            onChange={(event) => setMonths(Number(event.target.value) as MatrixMonths)}
            sx={{ minWidth: 180 }}
          >
            {MATRIX_MONTHS.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(`rewards.months.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        {error ? (
          <ErrorBlock onReload={() => void refetch()} />
        ) : isPending ? (
          <Loading />
        ) : empty ? (
          <Typography variant="body2" sx={{ py: 4 }}>
            {translate('rewards.noMatrix')}
          </Typography>
        ) : (
          <Suspense fallback={<Loading />}>
            <RewardMatrixChart matrix={data} />
          </Suspense>
        )}
      </CardContent>
    </Card>
  );
}
