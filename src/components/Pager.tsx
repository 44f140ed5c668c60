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
  /** The count stopped early (a list of more than COUNT_CAP matches): pageCount is a lower bound, shown as "1,000+". */
  more?: boolean;
}

const grouped = new Intl.NumberFormat('en-IN');

/** 'Page X of N' with previous and next (spec 000 §2.6). */
export function Pager({ page, pageCount, onChange, more = false }: PagerProps) {
  const pages = Math.max(pageCount, 1);
  const values = { page: grouped.format(Math.min(page, pages)), pages: grouped.format(pages) };
  return (
    <Stack direction="row" alignItems="center" justifyContent="flex-end" spacing={1} sx={{ p: 1 }}>
      <IconButton aria-label={t('generic.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="body2">{t(more ? 'generic.pageOfMore' : 'generic.page', values)}</Typography>
      <IconButton aria-label={t('generic.next')} disabled={page >= pages && !more} onClick={() => onChange(page + 1)}>
        <ChevronRight />
      </IconButton>
    </Stack>
  );
}
