import DeleteIcon from '@mui/icons-material/DeleteOutline';
import UploadIcon from '@mui/icons-material/UploadFile';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useNotify } from 'ra-core';
import { useState } from 'react';
import { KYC_MESSAGES, type KycDocument } from '../../../domain/profile/kyc';
import { MANDATORY_DOCUMENT_TYPES } from '../../../domain/profile/scope';
import { ConfirmDialog } from './ConfirmDialog';
import { KycDocumentDialog, type KycDocumentInput } from './KycDocumentDialog';
import { PROFILE_LABELS as L } from './labels';
import { addDocument, deleteDocument, documentNumber } from './profileApi';
import { SectionCard } from './SectionCard';
import { StoredDocumentViewer } from './StoredDocumentViewer';
import type { SectionProps } from './types';
import { errorMessage, useSectionWrite } from './useSectionWrite';

export interface KycDocumentsCardProps<P> extends SectionProps<P> {
  documents: readonly KycDocument[];
}

type Row = { docType: string; mandatory: boolean; document?: KycDocument };

/** Columns a phone drops so the actions stay on screen. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;

const sameType = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The scope's mandatory documents (uploaded or not), then the optional ones. */
export function kycRows(scope: SectionProps<unknown>['scope'], documents: readonly KycDocument[]): Row[] {
  const mandatory: readonly string[] = MANDATORY_DOCUMENT_TYPES[scope];
  return [
    ...mandatory.map((docType) => ({ docType, mandatory: true, document: documents.find((doc) => sameType(doc.docType, docType)) })),
    ...documents.filter((doc) => !mandatory.some((type) => sameType(type, doc.docType))).map((document) => ({ docType: document.docType, mandatory: false, document })),
  ];
}

/** KYC documents (spec 000 §5.4): Aadhar, PAN and, except for technicians, GST; optional ones with unique types. */
export function KycDocumentsCard<P>({ scope, api, readOnly, onSaved, documents }: KycDocumentsCardProps<P>) {
  const notify = useNotify();
  const [adding, setAdding] = useState<{ fixedType?: string } | null>(null);
  const [deleting, setDeleting] = useState<KycDocument | null>(null);
  const [viewing, setViewing] = useState<KycDocument | null>(null);
  const [revealed, setRevealed] = useState<Record<string, string>>({});
  const { busy, run } = useSectionWrite(onSaved);

  const save = (document: KycDocumentInput) => run(() => addDocument<P>(api, document), KYC_MESSAGES.uploaded, { after: () => setAdding(null) });
  const remove = () => deleting && run(() => deleteDocument<P>(api, deleting._id), KYC_MESSAGES.deleted, { after: () => setDeleting(null) });
  const reveal = async (document: KycDocument) => {
    if (!api.documentNumberPath) return;
    try {
      const { docNumber } = await documentNumber(api.documentNumberPath(document._id));
      setRevealed((all) => ({ ...all, [document._id]: docNumber }));
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const numberOf = (document: KycDocument) => revealed[document._id] ?? document.docNumber;

  return (
    <SectionCard title={L.kycDocuments} action={readOnly ? undefined : { kind: 'add', label: L.addDocument, onClick: () => setAdding({}) }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={L.kycDocuments}>
          <TableHead>
            <TableRow>
              <TableCell>{L.documentType}</TableCell>
              <TableCell>{L.documentNumber}</TableCell>
              <TableCell sx={WIDE_ONLY}>{L.file}</TableCell>
              <TableCell align="right">{L.actions}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {kycRows(scope, documents).map(({ docType, mandatory, document }) => (
              <TableRow key={document?._id ?? docType}>
                <TableCell>
                  {docType} {mandatory && <Chip size="small" variant="outlined" label={L.mandatory} sx={{ ml: 0.5 }} />}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {document ? (
                    <>
                      {numberOf(document)}
                      {api.documentNumberPath && !revealed[document._id] && /X/.test(document.docNumber) && (
                        <Tooltip title={L.showNumber}>
                          <IconButton size="small" aria-label={`${L.showNumber} ${docType}`} onClick={() => void reveal(document)}>
                            <VisibilityOutlined fontSize="small" />
                          </IconButton>
                        </Tooltip>
                      )}
                    </>
                  ) : (
                    <Typography variant="body2" color="text.secondary">
                      {L.notUploaded}
                    </Typography>
                  )}
                </TableCell>
                <TableCell sx={{ ...WIDE_ONLY, maxWidth: 200, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{document?.file?.name}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {document ? (
                    <>
                      <IconButton size="small" aria-label={`${L.view} ${docType}`} onClick={() => setViewing(document)}>
                        <VisibilityIcon fontSize="small" />
                      </IconButton>
                      {!readOnly && (
                        <IconButton size="small" aria-label={`${L.delete} ${docType}`} onClick={() => setDeleting(document)}>
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      )}
                    </>
                  ) : (
                    !readOnly && (
                      <Button size="small" startIcon={<UploadIcon />} onClick={() => setAdding({ fixedType: docType })} aria-label={`${L.uploadDocument} ${docType}`}>
                        {L.uploadDocument}
                      </Button>
                    )
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {adding && (
        <KycDocumentDialog
          scope={scope}
          entityId={api.id}
          fixedType={adding.fixedType}
          existing={documents}
          busy={busy}
          onClose={() => setAdding(null)}
          onSave={(document) => void save(document)}
        />
      )}
      {viewing && <StoredDocumentViewer file={viewing.file} name={viewing.docType} number={numberOf(viewing)} onClose={() => setViewing(null)} />}
      <ConfirmDialog open={deleting !== null} message={KYC_MESSAGES.deleteConfirm} busy={busy} onConfirm={() => void remove()} onClose={() => setDeleting(null)} />
    </SectionCard>
  );
}
