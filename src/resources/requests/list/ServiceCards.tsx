import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBasename, useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { formatCountAtLeast } from '../../../components/format/formatCount';
import type { RequestTotalCount } from '../../../../domain/requests/reportTypes';
import { serviceListPath } from './requestListPaths';

/** A service as a card names it. */
export interface ServiceName {
  id: string;
  name: string;
  type: string;
}

/** Each status that has requests, with its count, as small chips ('Open 3'); the API lists the empty ones too. */
/**
 * A chip per status with requests; a status in `capped` was counted no further than its list counts ("Open 1,000+").
 */
export function StatusCounts({
  statuses: all,
  capped = [],
}: {
  statuses: [string, number][];
  capped?: readonly string[];
}) {
  const translate = useTranslate();
  const statuses = all.filter(([, count]) => count > 0);
  if (statuses.length === 0) return null;
  return (
    <Stack
      direction="row"
      useFlexGap
      flexWrap="wrap"
      spacing={0.75}
      component="ul"
      sx={{ m: 0, p: 0, listStyle: 'none' }}
    >
      {statuses.map(([status, count]) => (
        <li key={status}>
          <Chip
            size="small"
            variant="outlined"
            label={
              `${translate(`statuses.${status}`, { _: status })} ` +
              `${formatCountAtLeast(count, capped.includes(status))}`
            }
          />
        </li>
      ))}
    </Stack>
  );
}

/** One service: its name, the caller's requests of it and their statuses; the card opens the service's request list. */
type ServiceCounts = RequestTotalCount['services'][number];

function ServiceCard({ service, counts }: { service: ServiceName; counts?: ServiceCounts }) {
  const translate = useTranslate();
  const basename = useBasename();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea
        component={Link}
        to={`${basename}/${serviceListPath(service.id)}`}
        sx={{ height: '100%', alignItems: 'flex-start' }}
      >
        <CardContent>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {service.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {service.type} · {service.id}
          </Typography>
          <Typography variant="h4" component="p">
            {formatCountAtLeast(counts?.total ?? 0, !!counts?.cappedStatuses)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {translate('requestLists.requests', { smart_count: counts?.total ?? 0 })}
          </Typography>
          <StatusCounts statuses={Object.entries(counts?.statuses ?? {})} capped={counts?.cappedStatuses} />
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/** The services as cards with the caller's request counts (the services page and the dashboard). */
export function ServiceCards({
  services,
  counts,
}: {
  services: readonly ServiceName[];
  counts: readonly ServiceCounts[];
}) {
  const byService = new Map(counts.map((entry) => [entry.serviceId, entry]));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))' }}>
      {services.map((service) => (
        <ServiceCard key={service.id} service={service} counts={byService.get(service.id)} />
      ))}
    </Box>
  );
}
