import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { HttpError, usePermissions, useTranslate } from 'ra-core';
import type { Role } from '../../../../domain/roles';
import { useParams } from 'react-router-dom';
import { ErrorBlock } from '../../../components/ErrorBlock';
import type { RouteEntry } from '../../../console/routeTable';
import { ForbiddenPage } from '../../../app/public/ForbiddenPage';
import { NotFoundPage } from '../../../app/public/NotFoundPage';
import { useRequestApi } from '../../../dataProvider/requests';
import { RequestDetails } from './RequestDetails';
import { requestActions } from './requestActions';
import { requestKind } from './requestKind';
import { requestQueryKey } from './useRequestWrite';

/** The dealer's page of a request it booked: the same page with no action. */
const READ_ONLY_PREFIX = 'repair-request/view-only/';

/**
 * A request and its operations: /repair-request/view/{id}, /ewaste-request/view/{id} (admin, customer care, the
 * assigned partner and technician) and the dealer's read-only /repair-request/view-only/{id}. 404 shows the not-found
 * page, 403 the forbidden page.
 */
export default function RequestPage({ route }: { route: RouteEntry }) {
  const translate = useTranslate();
  const api = useRequestApi();
  const id = useParams().id?.trim() ?? '';
  const kind = requestKind(route.path, id);
  const { permissions } = usePermissions<Role | undefined>();
  const { data, error, isPending, refetch } = useQuery({
    queryKey: requestQueryKey(kind, id),
    queryFn: () => api.request(kind, id),
    enabled: !!id,
    retry: false,
  });

  if (!id) return <NotFoundPage />;
  if (error instanceof HttpError && error.status === 404) return <NotFoundPage />;
  if (error instanceof HttpError && error.status === 403) return <ForbiddenPage />;
  if (error) return <ErrorBlock onReload={() => void refetch()} />;
  if (isPending) return <LinearProgress aria-label={translate('requestPage.loading')} />;
  return (
    <RequestDetails
      request={data}
      actions={requestActions(data, permissions, route.path.startsWith(READ_ONLY_PREFIX))}
    />
  );
}
