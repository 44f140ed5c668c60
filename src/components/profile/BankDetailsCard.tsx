import Button from '@mui/material/Button';
import { useTranslate, type RaRecord } from 'ra-core';
import { useState } from 'react';
import type { z } from 'zod';
import { BANK_MESSAGES, type BankDetails, type bankDetailsSchema } from '../../../domain/profile/bank';
import { EmptyState } from '../EmptyState';
import { BankDetailsDialog } from './BankDetailsDialog';
import { FieldGrid, ReadOnlyField } from './ReadOnlyField';
import { SectionCard } from './SectionCard';
import { StoredDocumentViewer } from './StoredDocumentViewer';
import type { FieldErrorSink } from './serverErrors';
import type { SectionProps } from './types';
import { useSectionWrite } from './useSectionWrite';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';

export interface BankDetailsCardProps<P> extends SectionProps<P> {
  bankDetails: BankDetails | null;
}

/** Bank details: the account number shown masked as the API answers it, the cheque in the viewer. */
export function BankDetailsCard<P extends RaRecord>({
  scope,
  api,
  readOnly,
  onSaved,
  bankDetails,
}: BankDetailsCardProps<P>) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const [viewing, setViewing] = useState(false);
  const { busy, save } = useSectionWrite(api, onSaved);
  // A field the server refuses shows under that field in the dialog, not as a toast.
  const saveDetails = (details: z.output<typeof bankDetailsSchema>, fieldErrors: FieldErrorSink) =>
    save('bankDetails', details, bankDetails ? BANK_MESSAGES.updated : BANK_MESSAGES.added, {
      fieldErrors,
      after: () => setEditing(false),
    });
  const label = (key: string) => translate(`profile.${key}`);
  const choiceLabel = useChoiceLabel();

  return (
    <SectionCard
      title={label('bankDetails')}
      action={readOnly ? undefined : { kind: bankDetails ? 'edit' : 'add', onClick: () => setEditing(true) }}
    >
      {bankDetails ? (
        <FieldGrid>
          <ReadOnlyField label={label('accountHolderName')} value={bankDetails.accountHolderName} />
          <ReadOnlyField label={label('accountNumber')} value={bankDetails.accountNumber} />
          <ReadOnlyField label={label('accountType')} value={choiceLabel(bankDetails.accountType)} />
          <ReadOnlyField label={label('ifscCode')} value={bankDetails.ifscCode} />
          <ReadOnlyField label={label('bankName')} value={bankDetails.name} />
          <ReadOnlyField label={label('branch')} value={bankDetails.branch} />
          <ReadOnlyField label={label('city')} value={bankDetails.city} />
          <ReadOnlyField
            label={label('cheque')}
            value={
              bankDetails.cheque ? (
                <Button size="small" sx={{ px: 0, minWidth: 0 }} onClick={() => setViewing(true)}>
                  {label('viewCheque')}
                </Button>
              ) : null
            }
          />
        </FieldGrid>
      ) : (
        <EmptyState onAdd={readOnly ? undefined : () => setEditing(true)} />
      )}
      {editing && (
        <BankDetailsDialog
          scope={scope}
          entityId={api.id}
          current={bankDetails}
          busy={busy}
          onClose={() => setEditing(false)}
          onSave={(details, fieldErrors) => void saveDetails(details, fieldErrors)}
        />
      )}
      {viewing && bankDetails?.cheque && (
        <StoredDocumentViewer file={bankDetails.cheque} name={label('cheque')} onClose={() => setViewing(false)} />
      )}
    </SectionCard>
  );
}
