import { useState } from 'react';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { formatDay } from '../../components/format/formatTimestamp';
import { FieldGrid, ReadOnlyField } from '../profile/ReadOnlyField';
import { SectionCard } from '../profile/SectionCard';
import { ContractApprovalPanel } from './ContractApprovalPanel';
import { PARTNER_LABELS as L } from './labels';

export interface ContractDetailsCardProps {
  partner: ChannelPartner;
  /** Active or Inactive, an admin, on the verified or management page (spec 000 §4). */
  canEdit: boolean;
  onSaved: (partner: ChannelPartner) => void;
}

/** The contract dates (dd/MM/yyyy); the edit opens the approval panel in edit mode. */
export function ContractDetailsCard({ partner, canEdit, onSaved }: ContractDetailsCardProps) {
  const [editing, setEditing] = useState(false);
  if (editing) return <ContractApprovalPanel partner={partner} mode="edit" onSaved={onSaved} onClose={() => setEditing(false)} />;
  const contract = partner.contractDetails;
  return (
    <SectionCard title={L.contractDetails} action={canEdit ? { kind: 'edit', label: L.editContract, onClick: () => setEditing(true) } : undefined}>
      <FieldGrid>
        <ReadOnlyField label={L.contractStart} value={formatDay(contract?.startDate)} />
        <ReadOnlyField label={L.contractEnd} value={formatDay(contract?.endDate)} />
        <ReadOnlyField label={L.status} value={partner.status} />
      </FieldGrid>
    </SectionCard>
  );
}
