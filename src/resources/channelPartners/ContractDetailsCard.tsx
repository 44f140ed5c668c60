import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { formatDay } from '../../components/format/formatTimestamp';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import { ContractApprovalPanel } from './ContractApprovalPanel';

export interface ContractDetailsCardProps {
  partner: ChannelPartner;
  /** Active or Inactive, an admin, on the verified or management page. */
  canEdit: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

/** The contract dates (dd/MM/yyyy); the edit opens the approval panel in edit mode. */
export function ContractDetailsCard({ partner, canEdit, onSaved }: ContractDetailsCardProps) {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const label = (key: string) => translate(`partner.${key}`);
  if (editing)
    return <ContractApprovalPanel partner={partner} mode="edit" onSaved={onSaved} onClose={() => setEditing(false)} />;
  const contract = partner.contractDetails;
  return (
    <SectionCard
      title={label('contractDetails')}
      action={canEdit ? { kind: 'edit', label: label('editContract'), onClick: () => setEditing(true) } : undefined}
    >
      <FieldGrid>
        <ReadOnlyField label={label('contractStart')} value={formatDay(contract?.startDate)} />
        <ReadOnlyField label={label('contractEnd')} value={formatDay(contract?.endDate)} />
        <ReadOnlyField label={label('status')} value={translate(`statuses.${partner.status}`, { _: partner.status })} />
      </FieldGrid>
    </SectionCard>
  );
}
