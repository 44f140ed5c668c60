import ListAltIcon from '@mui/icons-material/ListAlt';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions, useTranslate } from 'ra-core';
import { ROLES, type Role } from '../../../domain/roles';
import { ErrorBlock } from '../../components/ErrorBlock';
import { formatCountAtLeast } from '../../components/format/formatCount';
import { PathButton } from '../../components/PathButton';
import { SERVICES_PATH } from '../../resources/requests/list/requestListPaths';
import { ServiceCards, StatusCounts } from '../../resources/requests/list/ServiceCards';
import { usePublishedServices } from '../../dataProvider/publishedServices';
import { cappedStatuses, statusTotals, useRequestCounts } from '../../resources/requests/list/useRequestCounts';
import { DashboardCard } from './DashboardCard';
import { PartnerWiseTable } from './PartnerWiseTable';

/**
 * The caller's requests counted (POST requests/totalCount): the total, per status and per service; admins also per
 * partner.
 */
export default function RequestCountsPanel() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role | undefined>();
  const counts = useRequestCounts();
  const services = usePublishedServices();
  const title = translate('requestLists.yourRequests');
  return (
    <Stack spacing={2}>
      <DashboardCard
        title={title}
        actions={<PathButton to={SERVICES_PATH} label="requestLists.servicesTitle" icon={<ListAltIcon />} />}
      >
        {counts.isError ? (
          <ErrorBlock onReload={() => void counts.refetch()} />
        ) : counts.isPending ? (
          <LinearProgress aria-label={translate('requestLists.loading')} />
        ) : (
          <Stack spacing={1}>
            <Typography
              variant="h3"
              component="p"
              aria-label={translate('requestLists.totalOf', {
                count: formatCountAtLeast(counts.data.total, counts.data.capped),
              })}
            >
              {formatCountAtLeast(counts.data.total, counts.data.capped)}
            </Typography>
            <StatusCounts statuses={statusTotals(counts.data.services)} capped={cappedStatuses(counts.data.services)} />
          </Stack>
        )}
      </DashboardCard>
      {counts.data && services.data && <ServiceCards services={services.data} counts={counts.data.services} />}
      {permissions === ROLES.admin && services.data && <PartnerWiseTable services={services.data} />}
    </Stack>
  );
}
