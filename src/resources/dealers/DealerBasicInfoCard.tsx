import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslate } from 'ra-core';
import { useState } from 'react';
import type { Dealer } from '../../../domain/dealers/dealer';
import { DEALER_MESSAGES } from '../../../domain/dealers/messages';
import { addressLine } from '../../components/profile/addressLine';
import { ProfilePhoto } from '../../components/profile/ProfilePhoto';
import { FieldGrid, ReadOnlyField } from '../../components/profile/ReadOnlyField';
import { SectionCard } from '../../components/profile/SectionCard';
import type { ProfileSectionApi } from '../../components/profile/types';
import { useSectionWrite } from '../../components/profile/useSectionWrite';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { withPrefix } from '../../components/format/mobileNumber';
import { DealerForm } from './DealerForm';

export interface DealerBasicInfoCardProps {
  dealer: Dealer;
  api: ProfileSectionApi;
  readOnly?: boolean;
  onSaved: (dealer: Dealer) => void;
}

/**
 * The photo and basic details of a dealer; Edit opens the same form as dealers/add (PATCH dealer/{id}/basicDetails).
 */
export function DealerBasicInfoCard({ dealer, api, readOnly, onSaved }: DealerBasicInfoCardProps) {
  const translate = useTranslate();
  const label = (key: string) => translate(`dealer.${key}`);
  const choiceLabel = useChoiceLabel();
  const [editing, setEditing] = useState(false);
  const { busy, save } = useSectionWrite(api, onSaved);

  return (
    <SectionCard
      title={label('basicDetails')}
      action={readOnly ? undefined : { kind: 'edit', onClick: () => setEditing(true) }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} alignItems={{ xs: 'center', sm: 'flex-start' }}>
        <ProfilePhoto scope="dealer" api={api} readOnly={readOnly} onSaved={onSaved} image={dealer.profileImage} />
        <Box sx={{ flexGrow: 1, width: '100%', minWidth: 0 }}>
          <FieldGrid>
            <ReadOnlyField label={label('firmName')} value={dealer.firmName} />
            <ReadOnlyField label={label('contactName')} value={dealer.contactName} />
            <ReadOnlyField label={label('email')} value={dealer.email} />
            <ReadOnlyField label={label('mobile')} value={dealer.mobile ? withPrefix(dealer.mobile) : ''} />
            <ReadOnlyField label={label('typeOfFirm')} value={choiceLabel(dealer.typeOfFirm)} />
            <ReadOnlyField label={label('gstin')} value={dealer.gstin} />
            <ReadOnlyField
              label={label('channelPartner')}
              value={dealer.channelPartner ? `${dealer.channelPartner.name} (${dealer.channelPartner.id})` : ''}
            />
            <ReadOnlyField label={label('address')} value={addressLine(dealer.address)} />
          </FieldGrid>
        </Box>
      </Stack>
      {editing && (
        <DealerForm
          variant="dialog"
          dealer={dealer}
          busy={busy}
          onCancel={() => setEditing(false)}
          onSave={(values, fieldErrors) =>
            save('basicDetails', values, DEALER_MESSAGES.updated, { fieldErrors, after: () => setEditing(false) })
          }
        />
      )}
    </SectionCard>
  );
}
