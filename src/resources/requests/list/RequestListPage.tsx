import { REQUEST_RESOURCES } from '../../../dataProvider/resourceNames';
import AddIcon from '@mui/icons-material/Add';
import { useQuery } from '@tanstack/react-query';
import { ResourceContextProvider, useGetIdentity, usePermissions, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { ACTIVE_STATES } from '../../../../domain/enums';
import { ROLES, type Role } from '../../../../domain/roles';
import { StatusTabList } from '../../../components/list/StatusTabList';
import { useRequestListApi } from './api';
import { listKindOf, requestListConfig, type RequestListKind } from './listConfig';
import { requestPath } from '../../../components/requests/requestPath';
import { flattenPage, type RequestListRow } from './listRows';
import { requestCell } from './RequestCells';

/** Admins and Active dealers book requests (spec 000 §2.3 /book-request). */
function useCanBook() {
  const { permissions } = usePermissions<Role | undefined>();
  const { identity } = useGetIdentity();
  return permissions === ROLES.admin || (permissions === ROLES.dealer && identity?.dealerStatus === ACTIVE_STATES[0]);
}

interface RequestListProps {
  kind: RequestListKind;
  serviceId?: string;
  role: Role | undefined;
}

function RequestList({ kind, serviceId, role }: RequestListProps) {
  const translate = useTranslate();
  const api = useRequestListApi();
  const resource = REQUEST_RESOURCES[kind];
  const { data } = useQuery({
    queryKey: [resource, 'filterData', serviceId ?? 'all'],
    queryFn: () => api.filterData(kind, serviceId),
    staleTime: 60_000,
  });
  const config = useMemo(() => requestListConfig({ kind, serviceId, role, data }), [kind, serviceId, role, data]);
  const canBook = useCanBook();
  const service = data?.services.find((candidate) => candidate.id === serviceId)?.type ?? serviceId;
  return (
    <StatusTabList<RequestListRow>
      resource={resource}
      tab={serviceId ?? 'all'}
      config={config}
      title={serviceId ? translate('requestLists.serviceTitle', { service }) : translate('requestLists.allTitle')}
      add={canBook ? { path: 'book-request', label: 'requestLists.bookRequest', icon: <AddIcon /> } : undefined}
      rowPath={(row) => requestPath(kind, String(row.id), role)}
      cell={requestCell}
      select={flattenPage}
    />
  );
}

/**
 * services/repair-request/all (every repair request the caller may see) and services/requests/{serviceId}
 * (the requests of one service: repairs for SID101, pick-ups for the waste services), spec 000 §2.3, spec 001 §3, §5.
 */
export default function RequestListPage() {
  const { serviceId } = useParams();
  const { permissions } = usePermissions<Role | undefined>();
  const kind = listKindOf(serviceId);
  return (
    <ResourceContextProvider value={REQUEST_RESOURCES[kind]}>
      <RequestList key={`${serviceId ?? 'all'}.${permissions}`} kind={kind} serviceId={serviceId} role={permissions} />
    </ResourceContextProvider>
  );
}
