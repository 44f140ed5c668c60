import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { missingDocumentTypes, missingItems, MISSING_ITEMS, type ProfileCompleteness } from '../../../domain/channelPartner/missingItems';
import { useTranslate } from 'ra-core';

/** The checklist of what a profile still lacks before it can be submitted or approved (spec 000 §2.8, §4). */
export function MissingItemsBanner({ partner }: { partner: ProfileCompleteness }) {
  const translate = useTranslate();
  const items = missingItems(partner);
  if (items.length === 0) return null;
  const documents = missingDocumentTypes(partner);
  return (
    <Alert severity="warning" role="status" aria-label={translate('partner.missingTitle')}>
      <AlertTitle>{translate('partner.missingTitle')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={item}>
            {MISSING_ITEMS[item]}
            {item === 'documents' && documents.length > 0 && ` (${translate('partner.missingDocuments')}: ${documents.join(', ')})`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
