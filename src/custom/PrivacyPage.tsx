import { t } from '../i18n/translate';
import { LegalPage } from './LegalPage';

const PARAGRAPHS = [
  'We collect the details needed to run the marketplace: names, e-mail addresses and mobile numbers, business and bank details, KYC documents, service areas and the requests you handle.',
  'These details are used to verify partners and technicians, to route and complete repair and pick-up requests, to pay partners and to credit reward points.',
  'Documents are stored securely and shown only to the administrators who verify them. We do not sell personal data.',
  'To correct or delete your data, contact your administrator or Reloop support.',
];

export default function PrivacyPage() {
  return <LegalPage title={t('pages.privacyTitle')} paragraphs={PARAGRAPHS} />;
}
