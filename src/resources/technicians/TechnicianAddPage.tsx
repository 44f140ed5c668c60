import LinearProgress from '@mui/material/LinearProgress';
import { useQuery } from '@tanstack/react-query';
import { HttpError, useBasename, useGetIdentity, useNotify, usePermissions, useTranslate } from 'ra-core';
import { Title } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { ROLES, type Role } from '../../../domain/roles';
import type { TechnicianBasicDetails } from '../../../domain/technicians/basicDetails';
import { ErrorBlock } from '../../components/ErrorBlock';
import type { RouteEntry } from '../../console/routeTable';
import { NotFoundPage } from '../../app/public/NotFoundPage';
import { errorMessage } from '../../components/profile/useSectionWrite';
import type { FieldErrorSink } from '../../components/profile/serverErrors';
import { useTechnicianApi, useTechnicianPartner } from './api';
import { TechnicianDetailsForm } from './TechnicianDetailsForm';
import { technicianPaths } from './technicianPaths';
import type { TechnicianPartnerRef } from './useTechnicianDetailsForm';

/**
 * Whose technician is added: a channel partner's own (its session's partner, never chosen), the partner of
 * addNew/{cpId} for an admin, or, on addNew, the active partner the admin chooses.
 */
function usePartnerOfNewTechnician(role: Role | undefined) {
  const { cpId } = useParams();
  const api = useTechnicianApi();
  const { identity, isPending: identityPending } = useGetIdentity();
  const isAdmin = role === ROLES.admin;
  const named = useTechnicianPartner(cpId, isAdmin);
  const active = useQuery({
    queryKey: ['activePartners'],
    queryFn: api.activePartners,
    enabled: isAdmin && !cpId,
    staleTime: 60_000,
  });
  if (role === ROLES.channelPartner) {
    const own: TechnicianPartnerRef | undefined = identity?.cpId
      ? { id: String(identity.cpId), name: String(identity.cpName ?? '') }
      : undefined;
    return { isPending: identityPending, partner: own, error: null };
  }
  if (cpId)
    return {
      isPending: named.isPending,
      partner: named.data && { id: named.data.id, name: named.data.name },
      error: named.error,
      refetch: named.refetch,
    };
  return { isPending: active.isPending, partners: active.data, error: active.error, refetch: active.refetch };
}

/**
 * technicians/addNew and addNew/{cpId}: the basic details of a new technician; saved, its profile opens.
 */
export default function TechnicianAddPage(_props: { route: RouteEntry }) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const basename = useBasename();
  const api = useTechnicianApi();
  const { permissions, isPending: rolePending } = usePermissions<Role | undefined>();
  const { isPending, partner, partners, error, refetch } = usePartnerOfNewTechnician(permissions);

  const save = async (details: TechnicianBasicDetails, onFieldErrors: FieldErrorSink) => {
    try {
      const technician = await api.addTechnician(details);
      notify('technician.added', { type: 'success' });
      navigate(`${basename}/${technicianPaths.continue(technician.id)}`);
    } catch (failure) {
      if (!onFieldErrors(failure))
        notify(errorMessage(failure), { type: 'error', messageArgs: { _: errorMessage(failure) } });
    }
  };

  if (error)
    return error instanceof HttpError && error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorBlock onReload={() => void refetch?.()} />
    );
  if (!rolePending && !isPending && !partner && !partners) return <NotFoundPage />;
  return (
    <>
      <Title title={translate('technician.addTitle')} />
      {rolePending || isPending ? (
        <LinearProgress aria-label={translate('profile.loading')} />
      ) : (
        <TechnicianDetailsForm
          variant="page"
          partner={partner}
          partners={partners}
          onSave={save}
          onCancel={() => navigate(`${basename}/${technicianPaths.list('incomplete')}`)}
        />
      )}
    </>
  );
}
