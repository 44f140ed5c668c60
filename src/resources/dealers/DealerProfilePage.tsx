import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { HttpError, usePermissions, useTranslate } from 'ra-core';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { missingDocumentTypes } from '../../../domain/channelPartner/missingItems';
import type { Dealer } from '../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../domain/dealers/messages';
import type { Role } from '../../../domain/roles';
import { ErrorBlock } from '../../components/ErrorBlock';
import { StatusChip } from '../../components/StatusChip';
import type { RouteEntry } from '../../console/routeTable';
import { ForbiddenPage } from '../../app/public/ForbiddenPage';
import { NotFoundPage } from '../../app/public/NotFoundPage';
import {
  ActivityHistoryCard,
  KycDocumentsCard,
  MissingItemsBanner,
  ProfileFooter,
  StatusBanner,
} from '../../components/profile';
import { useDealer, useDealerApi } from './api';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { dealerAccess } from './dealerAccess';
import { DealerBasicInfoCard } from './DealerBasicInfoCard';
import { DealerInviteActions } from './DealerInviteActions';
import { DealerStatusDialog } from './DealerStatusDialog';
import { DEALER_RESOURCE } from './listConfig';

/** What a dealer still lacks before it can be submitted: its address and the mandatory documents (GST, PAN Card). */
export const dealerMissingItems = (dealer: Pick<Dealer, 'address' | 'documentDetails'>, addressLabel: string) => [
  ...(dealer.address ? [] : [addressLabel]),
  ...missingDocumentTypes(dealer, 'dealer'),
];

/**
 * A dealer's page: the dealer's own at my-profile-dealer (GET dealer/profile), or one dealer at
 * dealers/{id} for admins (GET dealer/getById/{id}). Basic details with the photo, the documents with the viewer, the
 * missing items and Submit while Incomplete, the status banner; for admins the status change, the invitation's resend
 * and revoke, and the activity log.
 */
export default function DealerProfilePage({ route }: { route: RouteEntry }) {
  const own = route.profileMode === 'own';
  const id = useParams().id?.trim() || undefined;
  const translate = useTranslate();
  const { permissions, isPending: rolePending } = usePermissions<Role | undefined>();
  const { data: dealer, error, isPending, refetch, setDealer } = useDealer(own, id);

  if (!own && !id) return <NotFoundPage />;
  if (error) {
    const status = error instanceof HttpError ? error.status : undefined;
    if (status === 404) return <NotFoundPage />;
    if (status === 403) return <ForbiddenPage />;
    return <ErrorBlock onReload={() => void refetch()} />;
  }
  if (isPending || rolePending || !dealer) return <LinearProgress aria-label={translate('profile.loading')} />;
  return (
    <DealerProfileView
      dealer={dealer}
      own={own}
      role={permissions}
      onSaved={setDealer}
      onChanged={() => void refetch()}
    />
  );
}

interface ProfileViewProps {
  dealer: Dealer;
  own: boolean;
  role: Role | undefined;
  onSaved: (dealer: Dealer) => void;
  onChanged: () => void;
}

export function DealerProfileView({ dealer, own, role, onSaved, onChanged }: ProfileViewProps) {
  const translate = useTranslate();
  const { submitProfile } = useDealerApi();
  const [changingStatus, setChangingStatus] = useState(false);
  const access = dealerAccess(role, dealer);
  const readOnly = !access.canEdit;
  // Dealers save their photo with the basic details, and a failed write says the spec's sentence.
  const api = {
    resource: DEALER_RESOURCE,
    id: dealer.id,
    canRevealNumbers: access.isAdmin,
    serverFailure: DEALER_MESSAGES.failed,
    photoSection: 'basicDetails',
  };
  const choiceLabel = useChoiceLabel();
  const missing = dealerMissingItems(dealer, translate('dealer.address')).map(choiceLabel);

  return (
    <Stack spacing={2} sx={{ pb: 2, maxWidth: 1400, mx: 'auto', width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ xs: 'flex-start', sm: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="center" sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="h5" component="h1" sx={{ wordBreak: 'break-word' }}>
              {own ? translate('dealer.myProfile') : dealer.firmName}
            </Typography>
            <StatusChip value={dealer.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {own ? `${dealer.firmName} · ${dealer.id}` : dealer.id}
          </Typography>
        </Box>
        {access.isAdmin && <DealerInviteActions dealer={dealer} onChanged={onChanged} />}
        {access.canChangeStatus && (
          <Button variant="contained" onClick={() => setChangingStatus(true)}>
            {translate('dealer.changeStatus')}
          </Button>
        )}
      </Stack>

      <StatusBanner
        status={dealer.status}
        remark={dealer.remark}
        pendingNote={own ? DEALER_MESSAGES.pendingNote : undefined}
        inactiveText={own ? DEALER_MESSAGES.inactiveBanner : undefined}
        revokedText={access.isAdmin ? DEALER_MESSAGES.revoked : undefined}
      />
      {access.canSubmit && <MissingItemsBanner title={translate('dealer.missingTitle')} lines={missing} />}

      <DealerBasicInfoCard dealer={dealer} api={api} readOnly={readOnly} onSaved={onSaved} />
      <KycDocumentsCard
        scope="dealer"
        api={api}
        readOnly={readOnly}
        onSaved={onSaved}
        documents={dealer.documentDetails}
      />
      {access.isAdmin && <ActivityHistoryCard scope="dealer" api={api} refreshKey={dealer.lastUpdate} />}
      <ProfileFooter
        canSubmit={access.canSubmit}
        submitDisabled={missing.length > 0}
        submit={() => submitProfile(dealer.id)}
        onSaved={onSaved}
      />
      {changingStatus && (
        <DealerStatusDialog dealer={dealer} onClose={() => setChangingStatus(false)} onSaved={onSaved} />
      )}
    </Stack>
  );
}
