import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useTranslate } from 'ra-core';
import type { FileRef } from '../../../domain/files';
import { DocumentViewerDialog } from '../DocumentViewerDialog';
import { useFileUrl } from '../files';

export interface StoredDocumentViewerProps {
  file: FileRef;
  name: string;
  number?: string;
  onClose: () => void;
}

/** A stored file (KYC document, cheque) in the document viewer, fetched with the session's token. */
export function StoredDocumentViewer({ file, name, number, onClose }: StoredDocumentViewerProps) {
  const translate = useTranslate();
  const { url, loading, error } = useFileUrl(file.key);
  if (url)
    return <DocumentViewerDialog open name={name} number={number} url={url} mimeType={file.type} onClose={onClose} />;
  return (
    <Dialog open onClose={onClose} aria-label={name}>
      <DialogContent sx={{ minWidth: 240, textAlign: 'center' }}>
        {loading ? (
          <CircularProgress aria-label={translate('profile.loading')} />
        ) : (
          <Alert severity="error">{error ?? name}</Alert>
        )}
      </DialogContent>
    </Dialog>
  );
}
