import SearchOffIcon from '@mui/icons-material/SearchOff';
import { useLabels } from '../../i18n/translate';
import { HomeLink, MessagePage } from './MessagePage';

/** Not-found page of spec 000 §2.6, with the way back home. */
export function NotFoundPage() {
  const t = useLabels();
  return (
    <MessagePage
      icon={<SearchOffIcon color="disabled" sx={{ fontSize: 64 }} />}
      title={t('pages.notFoundTitle')}
      text={t('pages.notFoundText')}
      action={<HomeLink />}
    />
  );
}
