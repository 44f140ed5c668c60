import { useLabels } from '../../i18n/translate';
import { LegalPage } from './LegalPage';

export default function PrivacyPage() {
  const t = useLabels();
  return (
    <LegalPage
      title={t('pages.privacyTitle')}
      paragraphs={[t('legal.privacy.p1'), t('legal.privacy.p2'), t('legal.privacy.p3'), t('legal.privacy.p4')]}
    />
  );
}
