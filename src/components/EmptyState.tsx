import AddIcon from '@mui/icons-material/Add';
import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { ListContext, useTranslate } from 'ra-core';
import { useContext } from 'react';

export interface EmptyStateProps {
  /** The spec's text for this list when it has one ('No Products Added'); 'No Data Available' otherwise. */
  message?: string;
  /** Shows 'Add Details'. */
  onAdd?: () => void;
  /**
   * The list is empty only because of its filters or search: offers clearing them instead of adding. Inside a
   * react-admin list with filters set, that is the default.
   */
  onClear?: () => void;
}

/**
 * 'No Data Available' with an optional 'Add Details' button, or 'Clear filters' when filters hide every
 * row.
 */
export function EmptyState({ message, onAdd, onClear }: EmptyStateProps) {
  const translate = useTranslate();
  const list = useContext(ListContext);
  const filtered = list && Object.keys(list.filterValues ?? {}).length > 0;
  const clear = onClear ?? (filtered ? () => list.setFilters({}) : undefined);
  return (
    <Box sx={{ py: 6, textAlign: 'center', width: '100%' }}>
      <InboxIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography color="text.secondary" gutterBottom>
        {message ? translate(message, { _: message }) : translate('generic.noData')}
      </Typography>
      {clear ? (
        <Button variant="outlined" startIcon={<FilterAltOffIcon />} onClick={clear}>
          {translate('emptyState.clearFilters')}
        </Button>
      ) : (
        onAdd && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
            {translate('generic.addDetails')}
          </Button>
        )
      )}
    </Box>
  );
}
