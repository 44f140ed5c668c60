import BlockIcon from '@mui/icons-material/Block';
import { useLabels } from '../../i18n/translate';
import { HomeLink, MessagePage } from './MessagePage';

/** 403 page of spec 000 §2.6. */
export function ForbiddenPage() {
  const t = useLabels();
  return (
    <MessagePage
      icon={<BlockIcon color="error" sx={{ fontSize: 64 }} />}
      title={t('pages.forbiddenTitle')}
      text={t('pages.forbiddenText')}
      action={<HomeLink />}
    />
  );
}
