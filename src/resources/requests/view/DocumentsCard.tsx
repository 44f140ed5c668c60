import DeleteIcon from '@mui/icons-material/DeleteOutline';
import VisibilityIcon from '@mui/icons-material/Visibility';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import { CHARGE_MESSAGES, REQUEST_DOCUMENT_TYPES } from '../../../../domain/requests/charges';
import type { FileRef } from '../../../../domain/files';
import type { RequestRecord } from '../../../../domain/requests/records';
import { FileUploadButton } from '../../../components/files';
import { formatTimestamp } from '../../../components/format/formatTimestamp';
import { ConfirmDialog } from '../../../components/profile/ConfirmDialog';
import { SectionCard } from '../../../components/profile/SectionCard';
import { SectionList, type SectionColumn } from '../../../components/profile/SectionList';
import { StoredDocumentViewer } from '../../../components/profile/StoredDocumentViewer';
import { useChoiceLabel } from '../../../i18n/useChoiceLabel';
import { useRequestWrite } from './useRequestWrite';

type RequestDocument = RequestRecord['documents'][number];
/** What a request's documents may be: photos and PDFs, checked by content on the server. */
const DOCUMENT_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;

/**
 * Photos before and after, invoice… (PUT/DELETE …/document): uploaded to the request's private files, viewed in the
 * document viewer.
 */
export function DocumentsCard({ request, editable }: { request: RequestRecord; editable: boolean }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const write = useRequestWrite(request);
  const [docType, setDocType] = useState<string>(REQUEST_DOCUMENT_TYPES[0]);
  const [viewing, setViewing] = useState<RequestDocument>();
  const [deleting, setDeleting] = useState<RequestDocument>();
  const columns: SectionColumn<RequestDocument>[] = [
    {
      source: 'docType',
      label: translate('requestPage.documentType'),
      render: (document) => choiceLabel(document.docType),
    },
    { source: 'file', label: translate('requestPage.documents'), render: (document) => document.file.name },
    {
      source: 'createdAt',
      label: translate('requestPage.uploadedOn'),
      wideOnly: true,
      render: (document) =>
        translate('requestPage.byAt', { by: document.uploadedBy, at: formatTimestamp(document.createdAt) }),
    },
  ];
  const upload = ({ name, type, key }: { name: string; type: string; key: string }) =>
    void write.put('document', { docType, file: { name, type, key } }, CHARGE_MESSAGES.documentUploaded);
  return (
    <SectionCard title={translate('requestPage.documents')}>
      <Stack spacing={1.5}>
        {editable && (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
            <TextField
              select
              size="small"
              label={translate('requestPage.documentType')}
              value={docType}
              onChange={(event) => setDocType(event.target.value)}
              sx={{ minWidth: 180 }}
            >
              {REQUEST_DOCUMENT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {choiceLabel(type)}
                </MenuItem>
              ))}
            </TextField>
            <FileUploadButton
              entityType={request.kind === 'pickUp' ? 'pickUpRequest' : 'request'}
              entityId={request.id}
              accept={DOCUMENT_EXTENSIONS}
              label={translate('requestPage.uploadDocument')}
              disabled={write.busy}
              onUploaded={upload}
            />
          </Stack>
        )}
        <SectionList<RequestDocument>
          label={translate('requestPage.documents')}
          records={request.documents}
          columns={columns}
          empty={
            <Typography variant="body2" color="text.secondary">
              {translate('requestPage.noDocuments')}
            </Typography>
          }
          actions={(document) => (
            <>
              <IconButton
                size="small"
                aria-label={translate('requestPage.viewDocument', { name: document.file.name })}
                onClick={() => setViewing(document)}
              >
                <VisibilityIcon fontSize="small" />
              </IconButton>
              {editable && (
                <IconButton
                  size="small"
                  aria-label={translate('requestPage.deleteDocument', { name: document.file.name })}
                  onClick={() => setDeleting(document)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              )}
            </>
          )}
        />
      </Stack>
      {viewing && (
        <StoredDocumentViewer
          file={viewing.file as FileRef}
          name={`${choiceLabel(viewing.docType)}: ${viewing.file.name}`}
          onClose={() => setViewing(undefined)}
        />
      )}
      <ConfirmDialog
        open={!!deleting}
        busy={write.busy}
        message={translate('requestPage.confirmDeleteDocument', { name: deleting?.file.name ?? '' })}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          void write.remove('document', deleting!.id, CHARGE_MESSAGES.documentDeleted, {
            after: () => setDeleting(undefined),
          })
        }
      />
    </SectionCard>
  );
}
