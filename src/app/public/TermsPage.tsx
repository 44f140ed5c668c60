import { useLabels } from '../../i18n/translate';
import { LegalPage } from './LegalPage';

export default function TermsPage() {
  const t = useLabels();
  return (
    <LegalPage
      title={t('pages.termsTitle')}
      paragraphs={[t('legal.terms.p1'), t('legal.terms.p2'), t('legal.terms.p3'), t('legal.terms.p4')]}
    />
  );
}
