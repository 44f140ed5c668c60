import BlockIcon from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import { t } from '../i18n/translate';
import { MessagePage } from './MessagePage';

/** 403 page of spec 000 §2.6; a plain link so it works inside and outside the console's router basename. */
export function ForbiddenPage() {
  return (
    <MessagePage
      icon={<BlockIcon color="error" sx={{ fontSize: 64 }} />}
      title={t('pages.forbiddenTitle')}
      text={t('pages.forbiddenText')}
      action={
        <Button variant="contained" href="/">
          {t('pages.takeMeHome')}
        </Button>
      }
    />
  );
}
