import { usePageTitle } from '@/lib/use-page-title';
import { LegalPage } from '../components/legal-page';
import { TermsIntro, termsSections } from '../components/terms-sections';
import { POLICIES_EFFECTIVE_DATE } from '../config/support';

export default function TermsRoute() {
  usePageTitle(
    'Terms of Service',
    'The HerWay Terms of Service: eligibility (13 and over), accounts, payments, refunds and cancellations, and what our recruiting mentorship can and cannot promise.',
  );
  return <LegalPage title="Terms of Service" effectiveDate={POLICIES_EFFECTIVE_DATE} intro={<TermsIntro />} sections={termsSections} />;
}
