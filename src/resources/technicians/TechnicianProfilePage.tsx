import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HttpError, useBasename, useGetIdentity, usePermissions, useTranslate } from 'ra-core';
import { useMemo } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import { SERVICE_IDS } from '../../../domain/constants';
import { ROLES, type Role } from '../../../domain/roles';
import { TECHNICIAN_PROFILE_MESSAGES } from '../../../domain/technicians/messages';
import type { Technician } from '../../../domain/technicians/profile';
import { technicianMissingItems, technicianMissingLines } from '../../../domain/technicians/statuses';
import { ErrorBlock } from '../../components/ErrorBlock';
import { StatusChip } from '../../components/StatusChip';
import type { ProfileMode, RouteEntry } from '../../console/routeTable';
import { ForbiddenPage } from '../../app/public/ForbiddenPage';
import { NotFoundPage } from '../../app/public/NotFoundPage';
import {
  ActivityHistoryCard,
  BankDetailsCard,
  BrandProductsCard,
  KycDocumentsCard,
  MissingItemsBanner,
  ProfileFooter,
  ServiceAreasCard,
  ServicesCard,
  StatusBanner,
} from '../../components/profile';
import { usePincodesOf } from '../../components/profile/usePincodesOf';
import { useTechnician, useTechnicianApi, useTechnicianPartner } from './api';
import { TECHNICIAN_RESOURCE } from './listConfig';
import {
  TECHNICIAN_PENDING_LIST,
  TECHNICIAN_VERIFIED_LIST,
  technicianAccess,
  technicianCancelTarget,
} from './technicianAccess';
import { TechnicianApprovalPanel } from './TechnicianApprovalPanel';
import { TechnicianBasicInfoCard } from './TechnicianBasicInfoCard';

/**
 * Whose profile a route shows: `:id` of the route, or `?id=` on the management page, where a technician sees their own.
 */
function useTechnicianId(mode: ProfileMode, role: Role | undefined): string | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  const { identity } = useGetIdentity();
  if (mode === 'management' && role === ROLES.technician)
    return (identity?.technicianId as string | undefined) || undefined;
  return (mode === 'management' ? search.get('id') : params.id)?.trim() || undefined;
}

const NO_AREAS: readonly string[] = [];

/**
 * A technician's profile: add/continue, pending/approve, verified and management/profile-details. The
 * viewer's role and the profile's status decide the controls; 404 shows the not-found page, 403 the forbidden page.
 */
export default function TechnicianProfilePage({ route }: { route: RouteEntry }) {
  const mode = route.profileMode ?? 'continue';
  const translate = useTranslate();
  const basename = useBasename();
  const { permissions, isPending: rolePending } = usePermissions<Role | undefined>();
  const { isPending: identityPending } = useGetIdentity();
  const id = useTechnicianId(mode, permissions);
  const { data: technician, error, isPending, refetch, setTechnician } = useTechnician(id);

  if (mode === 'management' && (rolePending || identityPending))
    return <LinearProgress aria-label={translate('profile.loading')} />;
  // Without `?id=` an admin or a partner is shown the technicians to choose from.
  if (mode === 'management' && !id && permissions !== ROLES.technician)
    return <Navigate to={`${basename}${TECHNICIAN_VERIFIED_LIST}`} replace />;
  if (!id) return <NotFoundPage />;
  if (error) {
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 404) return <NotFoundPage />;
    if (status === 403) return <ForbiddenPage />;
    return <ErrorBlock onReload={() => void refetch()} />;
  }
  if (isPending || rolePending || !technician) return <LinearProgress aria-label={translate('profile.loading')} />;
  return <TechnicianProfileView technician={technician} role={permissions} onSaved={setTechnician} />;
}

interface ProfileViewProps {
  technician: Technician;
  role: Role | undefined;
  onSaved: (technician: Technician) => void;
}

export function TechnicianProfileView({ technician, role, onSaved }: ProfileViewProps) {
  const translate = useTranslate();
  const { submitProfile } = useTechnicianApi();
  const access = technicianAccess(role, technician);
  const readOnly = !access.canEditSections;
  const api = { resource: TECHNICIAN_RESOURCE, id: technician.id, canRevealNumbers: access.canRevealNumbers };
  const sectionProps = { scope: 'technician' as const, api, readOnly, onSaved };
  // What the technician may be offered: its partner's own services, areas and brands.
  const { data: partner } = useTechnicianPartner(technician.channelPartner.id, !readOnly);
  const { records: partnerAreas } = usePincodesOf(partner?.serviceAreaIds ?? NO_AREAS);
  const partnerServices = useMemo(() => (partner?.services ?? []).map(({ id, type }) => ({ id, type })), [partner]);
  const missing = technicianMissingItems(technician);
  const holdsRepair = technician.services.some((service) => service.id === SERVICE_IDS.repair);
  const fullName = [technician.firstName, technician.lastName].filter(Boolean).join(' ');

  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Box>
        <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
            {fullName}
          </Typography>
          <StatusChip value={technician.status} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {technician.id}
        </Typography>
      </Box>

      <StatusBanner
        status={technician.status}
        remark={technician.remark}
        pendingNote={TECHNICIAN_PROFILE_MESSAGES.pendingNote}
      />
      {(access.canSubmit || access.canApprove) && (
        <MissingItemsBanner
          title={translate('technician.missingTitle')}
          lines={technicianMissingLines(missing)}
          marked
        />
      )}

      <TechnicianBasicInfoCard technician={technician} api={api} readOnly={readOnly} onSaved={onSaved} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ServicesCard {...sectionProps} services={technician.services} offeredServices={partnerServices} />
        <BankDetailsCard {...sectionProps} bankDetails={technician.bankDetails} />
        <ServiceAreasCard {...sectionProps} serviceAreaIds={technician.serviceAreaIds} offeredAreas={partnerAreas} />
        {holdsRepair && (
          <BrandProductsCard
            {...sectionProps}
            brandsProducts={technician.brandsProducts}
            offeredBrands={partner?.brandsProducts ?? []}
          />
        )}
      </Box>
      <KycDocumentsCard {...sectionProps} documents={technician.documentDetails} />
      {access.canApprove && <TechnicianApprovalPanel technician={technician} onSaved={onSaved} />}
      {access.showActivity && <ActivityHistoryCard scope="technician" api={api} refreshKey={technician.lastUpdate} />}
      <ProfileFooter
        canSubmit={access.canSubmit}
        submitDisabled={missing.length > 0}
        submit={() => submitProfile(technician.id)}
        onSaved={onSaved}
        cancelTo={access.canSubmit ? technicianCancelTarget(technician.status) : undefined}
        afterSubmitTo={TECHNICIAN_PENDING_LIST}
      />
    </Stack>
  );
}
