import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useVerifiedCertificate } from '../api/verify-certificate';

export const NOT_FOUND_TITLE = 'We could not find this certificate';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

function Answer({ code }: { code: string }) {
  const found = useVerifiedCertificate(code);
  usePageTitle('Certificate check');
  if (found.data) {
    const { firstName, lastInitial, courseTitle, completedAt } = found.data;
    return (
      <div className="grid gap-3">
        <PageHeading>Certificate confirmed</PageHeading>
        <p className="text-lg text-ink">
          <strong>{[firstName, lastInitial].filter(Boolean).join(' ')}</strong> completed the HerWay <strong>{courseTitle}</strong> on{' '}
          {dateFormat.format(new Date(completedAt))}.
        </p>
        <p className="text-muted">Certificate code {code.toUpperCase()}.</p>
      </div>
    );
  }
  if (found.error instanceof ApiError && found.error.status < 500) {
    return (
      <div className="grid gap-3">
        <PageHeading>{NOT_FOUND_TITLE}</PageHeading>
        <p className="text-lg text-muted">The code may be mistyped, or the athlete withdrew this certificate.</p>
      </div>
    );
  }
  if (found.isError) return <p role="alert">We could not check this certificate. Please try again in a moment.</p>;
  return <Spinner label="Checking the certificate…" className="min-h-[30vh]" />;
}

/** /verify/:code: anyone holding a certificate's code can confirm it; never for search engines. */
export default function VerifyCertificateRoute() {
  useNoIndex();
  const { code = '' } = useParams();
  return (
    <Container className="py-10 sm:py-14">
      <Answer code={code} />
    </Container>
  );
}
