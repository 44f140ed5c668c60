import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { DOCUMENT_VIEWER_SIZE } from '../../domain/constants';
import { useLabels } from '../i18n/translate';

export interface DocumentViewerProps {
  open: boolean;
  name: string;
  number?: string;
  /** Object URL or download URL of the file. */
  url: string;
  mimeType: string;
  onClose: () => void;
}

/** Document name and number, the PDF or image embedded at 700x500. */
export function DocumentViewerDialog({ open, name, number, url, mimeType, onClose }: DocumentViewerProps) {
  const t = useLabels();
  const { width, height } = DOCUMENT_VIEWER_SIZE;
  return (
    <Dialog open={open} onClose={onClose} maxWidth={false}>
      <DialogTitle sx={{ pr: 6 }}>
        {name}
        {number && (
          <Typography variant="body2" color="text.secondary">
            {t('generic.documentNumber')}: {number}
          </Typography>
        )}
        <IconButton aria-label={t('generic.close')} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {mimeType === 'application/pdf' ? (
          <Box
            component="embed"
            src={url}
            type="application/pdf"
            title={name}
            sx={{ width, height, maxWidth: '100%', border: 0 }}
          />
        ) : (
          <Box component="img" src={url} alt={name} sx={{ width, height, maxWidth: '100%', objectFit: 'contain' }} />
        )}
      </DialogContent>
    </Dialog>
  );
}
