import ConstructionIcon from '@mui/icons-material/Construction';
import { useLabels } from '../../i18n/translate';
import { MessagePage } from './MessagePage';

export function ComingSoonPage() {
  const t = useLabels();
  return (
    <MessagePage
      icon={<ConstructionIcon color="primary" sx={{ fontSize: 64 }} />}
      title={t('pages.comingSoonTitle')}
      text={t('pages.comingSoonText')}
    />
  );
}
