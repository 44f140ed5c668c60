import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useDataProvider, useNotify, useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import { KYC_MESSAGES, type KycDocument } from '../../../domain/profile/kyc';
import { MANDATORY_DOCUMENT_TYPES } from '../../../domain/profile/scope';
import { useIsMobile } from '../useIsMobile';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { ConfirmDialog } from './ConfirmDialog';
import { KycDocumentDialog, type KycDocumentInput } from './KycDocumentDialog';
import { SectionCard } from './SectionCard';
import { SectionList, type SectionColumn } from './SectionList';
import { StoredDocumentViewer } from './StoredDocumentViewer';
import type { FieldErrorSink } from './serverErrors';
import type { SectionProps } from './types';
import { errorMessage, useSectionWrite } from './useSectionWrite';

export interface KycDocumentsCardProps<P> extends SectionProps<P> {
  documents: readonly KycDocument[];
}

type Row = { id: string; docType: string; mandatory: boolean; document?: KycDocument };

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The scope's mandatory documents (uploaded or not), then the optional ones. */
export function kycRows(scope: SectionProps<unknown>['scope'], documents: readonly KycDocument[]): Row[] {
  const mandatory: readonly string[] = MANDATORY_DOCUMENT_TYPES[scope];
  return [
    ...mandatory.map((docType) => ({
      id: docType,
      docType,
      mandatory: true,
      document: documents.find((doc) => sameType(doc.docType, docType)),
    })),
    ...documents
      .filter((doc) => !mandatory.some((type) => sameType(type, doc.docType)))
      .map((document) => ({ id: document._id, docType: document.docType, mandatory: false, document })),
  ];
}

/** KYC documents: Aadhar, PAN and, except for technicians, GST; optional ones with unique types. */
export function KycDocumentsCard<P extends RaRecord>({
  scope,
  api,
  readOnly,
  onSaved,
  documents,
}: KycDocumentsCardProps<P>) {
  const translate = useTranslate();
  const notify = useNotify();
  const mobile = useIsMobile();
  const dataProvider = useDataProvider();
  const [adding, setAdding] = useState<{ fixedType?: string } | null>(null);
  const [deleting, setDeleting] = useState<KycDocument | null>(null);
  const [viewing, setViewing] = useState<KycDocument | null>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const { busy, save, remove } = useSectionWrite(api, onSaved);

  const upload = (document: KycDocumentInput, fieldErrors: FieldErrorSink) =>
    save('document', document, KYC_MESSAGES.uploaded, { fieldErrors, after: () => setAdding(null) });
  const removeDocument = () =>
    deleting && remove('document', deleting._id, KYC_MESSAGES.deleted, { after: () => setDeleting(null) });
  const reveal = async (document: KycDocument) => {
    try {
      const { data } = await dataProvider.getOne(api.resource, {
        id: api.id,
        meta: { section: `document/${encodeURIComponent(document._id)}/number` },
      });
      setRevealed((all) => ({ ...all, [document._id]: (data as { docNumber: string }).docNumber }));
    } catch (error) {
      notify(errorMessage(error), { type: 'error', messageArgs: { _: errorMessage(error) } });
    }
  };
  const numberOf = (document: KycDocument) => revealed[document._id] ?? document.docNumber;
  const choiceLabel = useChoiceLabel();
  const name = (row: Row) => ({ name: choiceLabel(row.docType) });

  const columns: SectionColumn<Row>[] = [
    {
      source: 'docType',
      label: translate('profile.documentType'),
      render: (row) => (
        <>
          {choiceLabel(row.docType)}{' '}
          {row.mandatory && (
            <Chip size="small" variant="outlined" label={translate('profile.mandatory')} sx={{ ml: 0.5 }} />
          )}
        </>
      ),
    },
    {
      source: 'docNumber',
      label: translate('profile.documentNumber'),
      render: ({ document, docType }) =>
        document ? (
          <>
            {numberOf(document)}
            {api.canRevealNumbers && !revealed[document._id] && /X/.test(document.docNumber) && (
              <Tooltip title={translate('profile.showNumber', { name: choiceLabel(docType) })}>
                <IconButton
                  size="small"
                  aria-label={translate('profile.showNumber', { name: choiceLabel(docType) })}
                  onClick={() => void reveal(document)}
                >
                  <VisibilityOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" component="span">
            {translate('profile.notUploaded')}
          </Typography>
        ),
    },
    { source: 'file', label: translate('profile.file'), wideOnly: true, render: (row) => row.document?.file?.name },
  ];
  const actions = (row: Row) =>
    row.document ? (
      <>
        <IconButton
          size="small"
          aria-label={translate('profile.viewItem', name(row))}
          onClick={() => setViewing(row.document!)}
        >
          <VisibilityIcon fontSize="small" />
        </IconButton>
        {!readOnly && (
          <IconButton
            size="small"
            aria-label={translate('profile.deleteItem', name(row))}
            onClick={() => setDeleting(row.document!)}
          >
            <DeleteIcon fontSize="small" />
          </IconButton>
        )}
      </>
    ) : readOnly ? null : mobile ? (
      <IconButton
        size="small"
        aria-label={translate('profile.uploadDocumentOf', name(row))}
        onClick={() => setAdding({ fixedType: row.docType })}
      >
        <UploadIcon fontSize="small" />
      </IconButton>
    ) : (
      <Button
        size="small"
        startIcon={<UploadIcon />}
        onClick={() => setAdding({ fixedType: row.docType })}
        aria-label={translate('profile.uploadDocumentOf', name(row))}
      >
        {translate('profile.uploadDocument')}
      </Button>
    );
  const title = translate('profile.kycDocuments');

  return (
    <SectionCard
      title={title}
      action={
        readOnly ? undefined : { kind: 'add', label: translate('profile.addDocument'), onClick: () => setAdding({}) }
      }
    >
      <SectionList label={title} records={kycRows(scope, documents)} columns={columns} actions={actions} empty={null} />
      {adding && (
        <KycDocumentDialog
          scope={scope}
          entityId={api.id}
          fixedType={adding.fixedType}
          existing={documents}
          busy={busy}
          onClose={() => setAdding(null)}
          onSave={(document, fieldErrors) => void upload(document, fieldErrors)}
        />
      )}
      {viewing && (
        <StoredDocumentViewer
          file={viewing.file}
          name={choiceLabel(viewing.docType)}
          number={numberOf(viewing)}
          onClose={() => setViewing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        message={KYC_MESSAGES.deleteConfirm}
        busy={busy}
        onConfirm={() => void removeDocument()}
        onClose={() => setDeleting(null)}
      />
    </SectionCard>
  );
}
