import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** 'Page X of N' with previous and next (spec 000 §2.6). */
export function Pager({ page, pageCount, onChange }: PagerProps) {
  const pages = Math.max(pageCount, 1);
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={1} sx={{ p: 1 }}>
      <IconButton aria-label={t('generic.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2">{t('generic.page', { page: Math.min(page, pages), pages })}</Typography>
      <IconButton aria-label={t('generic.next')} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
