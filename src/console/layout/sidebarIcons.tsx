import AddTaskIcon from '@mui/icons-material/AddTask';
import BuildIcon from '@mui/icons-material/Build';
import CategoryIcon from '@mui/icons-material/Category';
import DashboardIcon from '@mui/icons-material/Dashboard';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import GroupsIcon from '@mui/icons-material/Groups';
import HandshakeIcon from '@mui/icons-material/Handshake';
import LanguageIcon from '@mui/icons-material/Language';
import ListAltIcon from '@mui/icons-material/ListAlt';
import PaymentsIcon from '@mui/icons-material/Payments';
import PersonIcon from '@mui/icons-material/Person';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import StorefrontIcon from '@mui/icons-material/Storefront';
import type { SvgIconComponent } from '@mui/icons-material';

/** Icons of the sidebar entries, by the key the route table names. */
export const SIDEBAR_ICONS: Record<string, SvgIconComponent> = {
  dashboard: DashboardIcon,
  masters: CategoryIcon,
  channelPartners: HandshakeIcon,
  profile: PersonIcon,
  technicians: BuildIcon,
  customers: GroupsIcon,
  dealers: StorefrontIcon,
  requests: ListAltIcon,
  bookRequest: AddTaskIcon,
  payments: PaymentsIcon,
  rewardPoints: EmojiEventsIcon,
  escalations: ReportProblemIcon,
  web: LanguageIcon,
};
