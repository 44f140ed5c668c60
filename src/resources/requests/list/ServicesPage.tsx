import ListAltIcon from '@mui/icons-material/ListAlt';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { EmptyState } from '../../../components/EmptyState';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { PathButton } from '../../../components/PathButton';
import { ALL_REPAIR_REQUESTS_PATH } from './requestListPaths';
import { ServiceCards } from './ServiceCards';
import { usePublishedServices } from '../../../dataProvider/publishedServices';
import { useRequestCounts } from './useRequestCounts';

/** services: a card per published service with the caller's request counts, each opening its list. */
export default function ServicesPage() {
  const translate = useTranslate();
  const services = usePublishedServices();
  const counts = useRequestCounts();
  const failed = services.isError || counts.isError;
  return (
    <Stack spacing={2}>
      <Title title={translate('requestLists.servicesTitle')} />
      <Stack direction="row" justifyContent="flex-end">
        <PathButton to={ALL_REPAIR_REQUESTS_PATH} label="requestLists.allTitle" icon={<ListAltIcon />} />
      </Stack>
      {failed ? (
        <ErrorBlock onReload={() => void Promise.all([services.refetch(), counts.refetch()])} />
      ) : services.isPending || counts.isPending ? (
        <LinearProgress aria-label={translate('requestLists.loading')} />
      ) : services.data.length === 0 ? (
        <EmptyState />
      ) : (
        <ServiceCards services={services.data} counts={counts.data.services} />
      )}
    </Stack>
  );
}
