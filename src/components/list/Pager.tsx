import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type KeyboardEvent } from 'react';
import { useLabels } from '../../i18n/translate';
import { formatCount } from '../format/formatCount';

export interface PagerProps {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** The count stopped early (a list of more than COUNT_CAP matches): pageCount is a lower bound, shown as "1,000+". */
  more?: boolean;
  /** With both, the pager also says which records the page shows ("11–20 of 1,54,790"). */
  total?: number;
  perPage?: number;
}

/** Type a page number and press Enter; shown where there are pages enough to need it. */
function PageJump({ pages, more, onChange }: { pages: number; more: boolean; onChange: (page: number) => void }) {
  const t = useLabels();
  const [typed, setTyped] = useState('');
  const jump = (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    const wanted = Math.floor(Number(typed));
    if (!Number.isFinite(wanted) || wanted < 1) return;
    // A capped count is a lower bound: the pages past it may still exist.
    onChange(more ? wanted : Math.min(wanted, pages));
    setTyped('');
  };
  return (
    <TextField
      size="small"
      type="number"
      label={t('generic.goToPage')}
      value={typed}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={jump}
      slotProps={{ htmlInput: { min: 1, ...(!more && { max: pages }) } }}
      sx={{ width: 150 }}
    />
  );
}

/** 'Page X of N' with previous and next, the records shown, and a jump to any page of a long list. */
export function Pager({ page, pageCount, onChange, more = false, total, perPage }: PagerProps) {
  const t = useLabels();
  const pages = Math.max(pageCount, 1);
  const current = Math.min(page, pages);
  const values = { page: formatCount(current), pages: formatCount(pages) };
  const range =
    total !== undefined && perPage
      ? {
          from: formatCount((current - 1) * perPage + 1),
          to: formatCount(Math.min(current * perPage, total)),
          total: formatCount(total),
        }
      : undefined;
  return (
    <Stack
      direction="row"
      alignItems="center"
      justifyContent="flex-end"
      flexWrap="wrap"
      columnGap={2}
      rowGap={1}
      sx={{ p: 1 }}
    >
      {range && (
        <Typography variant="body2" color="text.secondary">
          {t(more ? 'generic.recordsMore' : 'generic.records', range)}
        </Typography>
      )}
      {(pages > 2 || more) && <PageJump pages={pages} more={more} onChange={onChange} />}
      <Stack direction="row" alignItems="center" spacing={1}>
        <IconButton aria-label={t('generic.previous')} disabled={page <= 1} onClick={() => onChange(page - 1)}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="body2">{t(more ? 'generic.pageOfMore' : 'generic.page', values)}</Typography>
        <IconButton aria-label={t('generic.next')} disabled={page >= pages && !more} onClick={() => onChange(page + 1)}>
          <ChevronRight />
        </IconButton>
      </Stack>
    </Stack>
  );
}
