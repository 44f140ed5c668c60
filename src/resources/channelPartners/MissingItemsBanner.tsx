import { useTranslate } from 'ra-core';
import {
  missingDocumentTypes,
  missingItems,
  type ProfileCompleteness,
} from '../../../domain/channelPartner/missingItems';
import { MissingItemsBanner as Banner } from '../../components/profile/MissingItemsBanner';
import { useChoiceLabel } from '../../i18n/useChoiceLabel';
import { useMissingItemLabels } from './useMissingItemLabels';

/** A partner's missing items, the documents line naming the mandatory documents still missing. */
export function MissingItemsBanner({ partner }: { partner: ProfileCompleteness }) {
  const translate = useTranslate();
  const choiceLabel = useChoiceLabel();
  const labelsOf = useMissingItemLabels();
  const documents = missingDocumentTypes(partner).map(choiceLabel);
  const items = missingItems(partner);
  const labels = labelsOf(items);
  const lines = items.map((item, index) =>
    item === 'documents' && documents.length > 0
      ? `${labels[index]} (${translate('partner.missingDocuments')}: ${documents.join(', ')})`
      : labels[index],
  );
  return <Banner title={translate('partner.missingTitle')} lines={lines} />;
}
