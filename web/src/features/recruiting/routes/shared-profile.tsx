import { useParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-client';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { useSharedProfile } from '../api/get-shared-profile';
import { SharedProfileView } from '../components/shared-profile-view';

export const NOT_SHARED_TITLE = 'This profile is not shared';

function Answer({ token }: { token: string }) {
  const shared = useSharedProfile(token);
  usePageTitle(shared.data ? `${shared.data.name} · Recruiting profile` : 'Recruiting profile');
  if (shared.data) {
    return (
      <>
        <PageHeading>{shared.data.name}</PageHeading>
        <p className="mt-2 mb-8 text-lg text-muted">
          {shared.data.forSchool
            ? `Recruiting profile, shared with the ${shared.data.forSchool} coaching staff by the athlete through HerWay.`
            : 'Recruiting profile, shared by the athlete through HerWay.'}
        </p>
        <SharedProfileView profile={shared.data} />
      </>
    );
  }
  if (shared.error instanceof ApiError && shared.error.status < 500) {
    return (
      <div className="grid gap-3">
        <PageHeading>{NOT_SHARED_TITLE}</PageHeading>
        <p className="text-lg text-muted">The athlete stopped sharing it, or the link is not complete. Ask her for a new link.</p>
      </div>
    );
  }
  if (shared.isError) return <p role="alert">We could not load this profile. Please try again in a moment.</p>;
  return <Spinner label="Loading the profile…" className="min-h-[30vh]" />;
}

/** /p/:token: an athlete's recruiting profile as she shares it with coaches; never for search engines. */
export default function SharedProfileRoute() {
  useNoIndex();
  const { token = '' } = useParams();
  return (
    <Container className="py-10 sm:py-14">
      <Answer token={token} />
    </Container>
  );
}
