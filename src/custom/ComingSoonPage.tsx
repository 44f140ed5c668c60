import ConstructionIcon from '@mui/icons-material/Construction';
import { t } from '../i18n/translate';
import { MessagePage } from './MessagePage';

export function ComingSoonPage() {
  return <MessagePage icon={<ConstructionIcon color="primary" sx={{ fontSize: 64 }} />} title={t('pages.comingSoonTitle')} text={t('pages.comingSoonText')} />;
}
