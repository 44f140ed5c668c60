import AddIcon from '@mui/icons-material/Add';
import InboxIcon from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { t } from '../i18n/translate';

/** 'No Data Available' with an optional 'Add Details' button (spec 000 §2.6). */
export function EmptyState({ message = t('generic.noData'), onAdd }: { message?: string; onAdd?: () => void }) {
  return (
    <Box sx={{ py: 6, textAlign: 'center', width: '100%' }}>
      <InboxIcon color="disabled" sx={{ fontSize: 56 }} />
      <Typography color="text.secondary" gutterBottom>
        {message}
      </Typography>
      {onAdd && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
          {t('generic.addDetails')}
        </Button>
      )}
    </Box>
  );
}
