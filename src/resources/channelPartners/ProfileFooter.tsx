import { missingItems } from '../../../domain/channelPartner/missingItems';
import type { ChannelPartner } from '../../../domain/channelPartner/profile';
import { ProfileFooter as Footer } from '../../components/profile/ProfileFooter';
import { usePartnerApi } from './api';
import { cancelTarget, INVITED_LIST, type ProfileAccess } from './profileAccess';

export interface ProfileFooterProps {
  partner: ChannelPartner;
  access: Pick<ProfileAccess, 'isPartner' | 'canSubmit' | 'canCancel'>;
  onSaved: (partner: ChannelPartner) => void;
}

/**
 * Submit for Incomplete or Resubmission profiles, disabled while items are missing; Cancel for admins only
 *. A partner stays on the page (now Pending); an admin goes to the invited list.
 */
export function ProfileFooter({ partner, access, onSaved }: ProfileFooterProps) {
  const { submitProfile } = usePartnerApi();
  return (
    <Footer
      canSubmit={access.canSubmit}
      submitDisabled={missingItems(partner).length > 0}
      submit={() => submitProfile(partner.id)}
      onSaved={onSaved}
      cancelTo={access.canCancel && !access.isPartner ? cancelTarget(partner.status) : undefined}
      afterSubmitTo={access.isPartner ? undefined : INVITED_LIST}
    />
  );
}
