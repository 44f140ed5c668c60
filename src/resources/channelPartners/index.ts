import HandshakeIcon from '@mui/icons-material/Handshake';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import { nameOrId, type ResourceDeclaration } from '../../console/resourceDeclaration';
import { PARTNER_RESOURCE } from '../../dataProvider/resourceNames';
import { PARTNER_FILTERS } from './listConfig';

/** Channel partners: the invite and add forms, the status tabs and the profile pages. */
export const channelPartners: ResourceDeclaration = {
  name: PARTNER_RESOURCE,
  api: { path: PARTNER_RESOURCE, filterTypes: filterInputTypes(PARTNER_FILTERS) },
  icon: HandshakeIcon,
  recordRepresentation: nameOrId,
  pages: {
    channelPartnerInvite: preloadable(async () => (await import('./InvitePage')).default),
    channelPartnerAdd: preloadable(async () => (await import('./AddPartnerPage')).default),
    channelPartnerList: preloadable(async () => (await import('./PartnerListPage')).default),
    channelPartnerProfile: preloadable(async () => (await import('./ChannelPartnerProfilePage')).default),
  },
};
