import type { RouteEntry } from '../../console/routeTable';
import { usePartnerApi } from './api';
import { PartnerFormPage } from './PartnerFormPage';
import { partnerPaths } from './partnerPaths';

/**
 * channel-partners/management/add: the admin adds a partner directly (Incomplete) and goes on to fill the profile for
 * them.
 */
export default function AddPartnerPage(_props: { route: RouteEntry }) {
  const api = usePartnerApi();
  return (
    <PartnerFormPage
      title="channelPartners.addTitle"
      submitLabel="channelPartners.addPartner"
      success="channelPartners.added"
      cancelTo={partnerPaths.list('incomplete')}
      send={async (values) => partnerPaths.continue((await api.addPartner(values)).id)}
    />
  );
}
