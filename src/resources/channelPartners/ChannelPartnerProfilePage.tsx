import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { HttpError, useBasename, usePermissions, useTranslate } from 'ra-core';
import { Navigate, useParams, useSearchParams } from 'react-router-dom';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { ROLES, type Role } from '../../../domain/roles';
import { ErrorBlock } from '../../components/ErrorBlock';
import { StatusChip } from '../../components/StatusChip';
import type { ProfileMode, RouteEntry } from '../../console/routeTable';
import { NotFoundPage } from '../../app/public/NotFoundPage';
import { STATUS_MESSAGES } from '../../../domain/channelPartner/statuses';
import {
  ActivityHistoryCard,
  BankDetailsCard,
  BrandProductsCard,
  KycDocumentsCard,
  ServiceAreasCard,
  ServicesCard,
  StatusBanner,
} from '../../components/profile';
import { BasicInfoCard } from './BasicInfoCard';
import { ContractApprovalPanel } from './ContractApprovalPanel';
import { ContractDetailsCard } from './ContractDetailsCard';
import { DayAreasCard } from './DayAreasCard';
import { MissingItemsBanner } from './MissingItemsBanner';
import { profileAccess, VERIFIED_LIST } from './profileAccess';
import { ProfileFooter } from './ProfileFooter';
import { ResendLinkButton } from './ResendLinkButton';
import { usePartnerProfile } from './usePartnerProfile';

/** Whose profile a route shows: the partner's own, `:id` of the route, or `?id=` on the management page. */
function usePartnerId(mode: ProfileMode): string | undefined {
  const params = useParams();
  const [search] = useSearchParams();
  if (mode === 'own') return undefined;
  return (mode === 'management' ? search.get('id') : params.id)?.trim() || undefined;
}

/**
 * The channel-partner profile: the partner's own at /my-profile, or a partner seen by an admin
 * (continue, approve, onboard, verified, management). The route's mode and the viewer's role decide the controls.
 */
export default function ChannelPartnerProfilePage({ route }: { route: RouteEntry }) {
  const { permissions, isPending: rolePending } = usePermissions<Role | undefined>();
  const basename = useBasename();
  // A partner's profile details are its own profile; an admin without `?id=` is shown the partners to choose from.
  const mode =
    route.profileMode === 'management' && permissions === ROLES.channelPartner ? 'own' : (route.profileMode ?? 'own');
  const own = mode === 'own';
  const id = usePartnerId(mode);
  const translate = useTranslate();
  const { data: partner, error, isPending, refetch, setPartner } = usePartnerProfile(own, id, !rolePending);
  // The layout's PageHeading names the browser tab after the page's h1 (the partner's name).

  if (rolePending) return <LinearProgress aria-label={translate('profile.loading')} />;
  if (mode === 'management' && !id) return <Navigate to={`${basename}${VERIFIED_LIST}`} replace />;
  if (!own && !id) return <NotFoundPage />;
  if (error)
    return error instanceof HttpError && error.status === 404 ? (
      <NotFoundPage />
    ) : (
      <ErrorBlock onReload={() => void refetch()} />
    );
  if (isPending || rolePending || !partner) return <LinearProgress aria-label={translate('profile.loading')} />;
  return <ProfileView partner={partner} mode={mode} role={permissions} onSaved={setPartner} />;
}

interface ProfileViewProps {
  partner: ChannelPartner;
  mode: ProfileMode;
  role: Role | undefined;
  onSaved: (partner: ChannelPartner) => void;
}

export function ProfileView({ partner, mode, role, onSaved }: ProfileViewProps) {
  const translate = useTranslate();
  const access = profileAccess(role, mode, partner);
  const readOnly = !access.canEditSections;
  const api = { resource: PARTNER_RESOURCE, id: partner.id, canRevealNumbers: access.canRevealNumbers };
  const sectionProps = { scope: 'channelPartner' as const, api, readOnly, onSaved };
  const showMissing = access.canSubmit || access.canApprove;
  const showContract = !!partner.contractDetails || access.canEditContract;

  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
              {mode === 'own' ? translate('partner.myProfile') : partner.name}
            </Typography>
            <StatusChip value={partner.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {mode === 'own' ? `${partner.name} · ${partner.id}` : partner.id}
          </Typography>
        </Box>
        {access.canResendLink && <ResendLinkButton partner={partner} />}
      </Stack>

      <StatusBanner
        status={partner.status}
        remark={partner.remark}
        pendingNote={access.isPartner ? STATUS_MESSAGES.pendingNote : undefined}
        revokedText={STATUS_MESSAGES.revokedBanner}
      />
      {showMissing && <MissingItemsBanner partner={partner} />}

      <BasicInfoCard partner={partner} api={api} readOnly={readOnly} onSaved={onSaved} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          alignItems: 'start',
        }}
      >
        <ServicesCard {...sectionProps} services={partner.services} />
        <BankDetailsCard {...sectionProps} bankDetails={partner.bankDetails} />
        <ServiceAreasCard {...sectionProps} serviceAreaIds={partner.serviceAreaIds} />
        <DayAreasCard partner={partner} api={api} readOnly={readOnly} onSaved={onSaved} />
        <BrandProductsCard {...sectionProps} brandsProducts={partner.brandsProducts} />
        {showContract && <ContractDetailsCard partner={partner} canEdit={access.canEditContract} onSaved={onSaved} />}
      </Box>
      <KycDocumentsCard {...sectionProps} documents={partner.documentDetails} />
      {access.canApprove && <ContractApprovalPanel partner={partner} mode="approve" onSaved={onSaved} />}
      {access.showActivity && <ActivityHistoryCard scope="channelPartner" api={api} refreshKey={partner.lastUpdate} />}
      <ProfileFooter partner={partner} access={access} onSaved={onSaved} />
    </Stack>
  );
}
