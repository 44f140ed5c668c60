import { t } from '../i18n/translate';
import { LegalPage } from './LegalPage';

const PARAGRAPHS = [
  'This back office is provided to web admins, channel partners, dealers and technicians of the Reloop marketplace for repairs and recycling pick-ups in India.',
  'You must keep your sign-in details confidential, use the back office only for the work assigned to your role, and keep the information you enter accurate and up to date.',
  'Channel partners and dealers are responsible for the services, prices, service areas, bank details and documents they submit. Reloop may review, approve, reject or revoke a profile.',
  'Customer information shown in the back office may be used only to serve the request it belongs to.',
];

export default function TermsPage() {
  return <LegalPage title={t('pages.termsTitle')} paragraphs={PARAGRAPHS} />;
}
