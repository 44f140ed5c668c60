import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import { preloadable } from '../../app/preloadable';
import { filterInputTypes } from '../../components/list/types';
import type { ResourceDeclaration } from '../../console/resourceDeclaration';
import { REWARD_API_PATH, REWARD_FILTERS, REWARD_RESOURCE } from './listConfig';

/** Reward entries: POST rewards (an admin's entry) through create; rewards/filtersData through filtersData. */
export const rewards: ResourceDeclaration = {
  name: REWARD_RESOURCE,
  api: { path: REWARD_API_PATH, filterTypes: filterInputTypes(REWARD_FILTERS) },
  icon: EmojiEventsIcon,
  recordRepresentation: 'id',
  pages: { rewardPoints: preloadable(async () => (await import('./RewardPointsPage')).default) },
};
