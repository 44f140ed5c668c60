import { useTranslate } from 'ra-core';
import { missingDocumentTypes, missingItems, MISSING_ITEMS, type ProfileCompleteness } from '../../../domain/channelPartner/missingItems';
import { MissingItemsBanner as Banner } from '../../custom/profile/MissingItemsBanner';

/** A partner's missing items (spec 000 §2.8, §4), the documents line naming the mandatory documents still missing. */
export function MissingItemsBanner({ partner }: { partner: ProfileCompleteness }) {
  const translate = useTranslate();
  const documents = missingDocumentTypes(partner);
  const lines = missingItems(partner).map((item) =>
    item === 'documents' && documents.length > 0 ? `${MISSING_ITEMS[item]} (${translate('partner.missingDocuments')}: ${documents.join(', ')})` : MISSING_ITEMS[item],
  );
  return <Banner title={translate('partner.missingTitle')} lines={lines} />;
}
