import { INVITE_MESSAGES } from '../../../domain/channelPartner/invite';
import type { RouteEntry } from '../../console/routeTable';
import { usePartnerApi } from './api';
import { PartnerFormPage } from './PartnerFormPage';
import { partnerPaths } from './partnerPaths';

/**
 * channel-partners/addNew: invite a partner by e-mail; they fill their profile through the link.
 */
export default function InvitePage(_props: { route: RouteEntry }) {
  const api = usePartnerApi();
  return (
    <PartnerFormPage
      title="channelPartners.inviteTitle"
      submitLabel="channelPartners.sendInvite"
      success={INVITE_MESSAGES.sent}
      cancelTo={partnerPaths.list('invited')}
      send={async (values) => {
        await api.sendInvite(values);
        return partnerPaths.list('invited');
      }}
    />
  );
}
