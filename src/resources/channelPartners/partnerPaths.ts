import type { Identifier } from 'ra-core';
import { PARTNER_TABS, type PartnerTab } from '../../../domain/channelPartner/statuses';
import { ROUTES, type PageKey, type ProfileMode } from '../../console/routeTable';

const pathOf = (match: (page: PageKey | undefined, mode: ProfileMode | undefined) => boolean) => {
  const found = ROUTES.find((route) => match(route.page, route.profileMode));
  if (!found) throw new Error('Channel partner route missing from the route table');
  return found.path;
};
const withId = (pattern: string, id: Identifier) => pattern.replace(/:\w+/, encodeURIComponent(String(id)));
const profile = (mode: ProfileMode) => (id: Identifier) =>
  withId(
    pathOf((page, m) => page === 'channelPartnerProfile' && m === mode),
    id,
  );

/** Where the partner screens live below /dashboard, read from the route table. */
export const partnerPaths = {
  invite: pathOf((page) => page === 'channelPartnerInvite'),
  list: (tab: PartnerTab) => `channel-partners/main/${tab}`,
  continue: profile('continue'),
  approve: profile('approve'),
  onboard: profile('onboard'),
  verified: profile('verified'),
};

const isTab = (value: string): value is PartnerTab => Object.hasOwn(PARTNER_TABS, value);

/** The tab a list route shows: the last segment of channel-partners/main/{tab}. */
export function tabOfPath(path: string): PartnerTab {
  const last = path.split('/').pop() ?? '';
  return isTab(last) ? last : 'invited';
}
