import { usePageTitle } from '@/lib/use-page-title';
import { LegalPage } from '../components/legal-page';
import { PrivacyIntro, privacySections } from '../components/privacy-sections';
import { POLICIES_EFFECTIVE_DATE } from '../config/support';

export default function PrivacyRoute() {
  usePageTitle(
    'Privacy Policy',
    'How HerWay collects, uses and protects the information of athletes aged 13 and over and their families: no selling of data, essential cookies only, and your rights to export and delete.',
  );
  return <LegalPage title="Privacy Policy" effectiveDate={POLICIES_EFFECTIVE_DATE} intro={<PrivacyIntro />} sections={privacySections} />;
}
