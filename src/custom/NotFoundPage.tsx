import SearchOffIcon from '@mui/icons-material/SearchOff';
import { t } from '../i18n/translate';
import { MessagePage } from './MessagePage';

export function NotFoundPage() {
  return <MessagePage icon={<SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />} title={t('pages.notFoundTitle')} text={t('pages.notFoundText')} />;
}
