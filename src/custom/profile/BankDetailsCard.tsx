import Button from '@mui/material/Button';
import { useState } from 'react';
import type { z } from 'zod';
import { BANK_MESSAGES, type BankDetails, type bankDetailsSchema } from '../../../domain/profile/bank';
import { EmptyState } from '../../components/EmptyState';
import { BankDetailsDialog } from './BankDetailsDialog';
import { PROFILE_LABELS as L } from './labels';
import { saveBankDetails } from './profileApi';
import { FieldGrid, ReadOnlyField } from './ReadOnlyField';
import { SectionCard } from './SectionCard';
import { StoredDocumentViewer } from './StoredDocumentViewer';
import type { SectionProps } from './types';
import { useSectionWrite } from './useSectionWrite';

export interface BankDetailsCardProps<P> extends SectionProps<P> {
  bankDetails: BankDetails | null;
}

/** Bank details (spec 000 §5.3): the account number shown masked as the API answers it, the cheque in the viewer. */
export function BankDetailsCard<P>({ scope, api, readOnly, onSaved, bankDetails }: BankDetailsCardProps<P>) {
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const { busy, run } = useSectionWrite(onSaved);
  const save = (details: z.output<typeof bankDetailsSchema>) =>
    run(() => saveBankDetails<P>(api, details), bankDetails ? BANK_MESSAGES.updated : BANK_MESSAGES.added, { after: () => setEditing(false) });

  return (
    <SectionCard title={L.bankDetails} action={readOnly ? undefined : { kind: bankDetails ? 'edit' : 'add', onClick: () => setEditing(true) }}>
      {bankDetails ? (
        <FieldGrid>
          <ReadOnlyField label={L.accountHolderName} value={bankDetails.accountHolderName} />
          <ReadOnlyField label={L.accountNumber} value={bankDetails.accountNumber} />
          <ReadOnlyField label={L.accountType} value={bankDetails.accountType} />
          <ReadOnlyField label={L.ifscCode} value={bankDetails.ifscCode} />
          <ReadOnlyField label={L.bankName} value={bankDetails.name} />
          <ReadOnlyField label={L.branch} value={bankDetails.branch} />
          <ReadOnlyField label={L.city} value={bankDetails.city} />
          <ReadOnlyField
            label={L.cheque}
            value={
              bankDetails.cheque ? (
                <Button size="small" sx={{ px: 0, minWidth: 0 }} onClick={() => setViewing(true)}>
                  {L.viewCheque}
                </Button>
              ) : null
            }
          />
        </FieldGrid>
      ) : (
        <EmptyState message={L.noBankDetails} />
      )}
      {editing && (
        <BankDetailsDialog scope={scope} entityId={api.id} current={bankDetails} busy={busy} onClose={() => setEditing(false)} onSave={(details) => void save(details)} />
      )}
      {viewing && bankDetails?.cheque && <StoredDocumentViewer file={bankDetails.cheque} name={L.cheque} onClose={() => setViewing(false)} />}
    </SectionCard>
  );
}
