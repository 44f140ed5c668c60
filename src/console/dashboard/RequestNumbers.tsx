import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { SERVICE_IDS } from '../../../domain/constants';
import {
  dashboardDays,
  requestMetricLink,
  type DashboardCounts,
  type RequestMetric,
} from '../../../domain/requests/dashboards';
import { DashboardNumber } from './DashboardNumber';
import { useServiceName } from './useServiceName';

/** One number: a card with its name and a count per service that has any (none: the repair list's zero). */
function RequestNumberCard({ metric, counts }: { metric: RequestMetric; counts: DashboardCounts }) {
  const translate = useTranslate();
  const serviceName = useServiceName();
  const days = dashboardDays(counts.today);
  const label = translate(`dashboards.metrics.${metric}`);
  const found = counts.requests.filter((number) => number.metric === metric);
  const shown = found.length ? found : [{ serviceId: SERVICE_IDS.repair, count: 0, capped: false }];
  return (
    <Card variant="outlined" component="section" aria-label={label}>
      <CardContent>
        <Typography variant="subtitle2" component="h3" color="text.secondary" gutterBottom>
          {label}
        </Typography>
        <Stack spacing={0.5}>
          {shown.map(({ serviceId, count, capped }) => (
            <Stack key={serviceId} direction="row" spacing={1} sx={{ alignItems: 'baseline' }}>
              <DashboardNumber
                count={count}
                capped={capped}
                link={requestMetricLink(metric, serviceId, days)}
                label={label}
                service={serviceName(serviceId)}
              />
              <Typography variant="body2" color="text.secondary">
                {serviceName(serviceId)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

/** The role's request numbers side by side. */
export function RequestNumbers({ metrics, counts }: { metrics: readonly RequestMetric[]; counts: DashboardCounts }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
      {metrics.map((metric) => (
        <RequestNumberCard key={metric} metric={metric} counts={counts} />
      ))}
    </Box>
  );
}
