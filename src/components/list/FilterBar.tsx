import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState, type ReactNode } from 'react';
import { useLabels } from '../../i18n/translate';
import { useIsMobile } from '../useIsMobile';

export interface FilterBarProps {
  children: ReactNode;
  onApply: () => void;
  onClear: () => void;
  /** Omitted when the user may not export (technicians, spec 000 §2.6). */
  onExport?: () => void;
  /** Open at first (when filters are applied); closed otherwise, leaving the rows the room. */
  defaultOpen?: boolean;
}

function Actions({
  onApply,
  onClear,
  onExport,
  after,
}: Omit<FilterBarProps, 'children' | 'defaultOpen'> & { after?: () => void }) {
  const t = useLabels();
  const run = (action: () => void) => () => {
    action();
    after?.();
  };
  return (
    <>
      <Button onClick={run(onClear)}>{t('generic.clear')}</Button>
      {onExport && (
        <Button variant="outlined" onClick={run(onExport)}>
          {t('generic.export')}
        </Button>
      )}
      <Button variant="contained" onClick={run(onApply)}>
        {t('generic.apply')}
      </Button>
    </>
  );
}

/** Collapsible filter bar; a dialog on mobile. */
export function FilterBar({ children, defaultOpen = false, ...actions }: FilterBarProps) {
  const t = useLabels();
  const mobile = useIsMobile();
  const [open, setOpen] = useState(defaultOpen && !mobile);
  const toggle = (
    <Button
      startIcon={<FilterListIcon />}
      endIcon={mobile ? undefined : open ? <ExpandLess /> : <ExpandMore />}
      onClick={() => setOpen(!open)}
      aria-expanded={open}
    >
      {t('generic.filters')}
    </Button>
  );
  if (mobile) {
    return (
      <Box sx={{ mb: 1 }}>
        {toggle}
        <Dialog open={open} onClose={() => setOpen(false)} fullWidth>
          <DialogTitle>{t('generic.filters')}</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Actions {...actions} after={() => setOpen(false)} />
          </DialogActions>
        </Dialog>
      </Box>
    );
  }
  return (
    <Paper variant="outlined" sx={{ mb: 2, px: 2, py: 1 }}>
      {toggle}
      <Collapse in={open}>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', py: 1 }}>
          {children}
        </Box>
        <Stack direction="row" spacing={1} justifyContent="flex-end" sx={{ pb: 1 }}>
          <Actions {...actions} />
        </Stack>
      </Collapse>
    </Paper>
  );
}
