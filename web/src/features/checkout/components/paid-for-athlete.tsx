import { CheckCircle2, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { findProduct } from '@herway/shared/catalog/products';
import { PRE_ORDER_DETAILS } from '@/components/commerce/course-release';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { PageHeading } from '@/components/ui/page-heading';
import { useFamily } from '@/components/family/get-family';
import { usePageTitle } from '@/lib/use-page-title';

/** Where a guardian follows her athlete: her page on the family side. */
export const familyAthletePath = (athleteId: string) => `/family/athletes/${encodeURIComponent(athleteId)}`;

/** 'Maya's', or 'Your athlete's' while her name is not known. */
function whose(firstName: string | undefined): string {
  return firstName ? `${firstName}’s` : 'Your athlete’s';
}

/** What follows for her athlete: she books her own sessions; the course is on her dashboard (or a pre-order). */
function nextFor(type: string | null, courseReleased: boolean | undefined): string {
  if (type === 'mentorship') return 'She chooses her mentor and books her sessions from her own dashboard, where the package is now.';
  if (courseReleased === false) return `The Course Packet is a pre-order. ${PRE_ORDER_DETAILS}`;
  return 'The course is on her dashboard now: she starts with Module 0.';
}

/**
 * The success page of a parent or guardian who paid for a linked athlete (docs/family.md): whose
 * the purchase is, that her receipt is on its way, and the athlete's page rather than a dashboard.
 */
export function PaidForAthlete({
  athleteId,
  type,
  packageKey,
  courseReleased,
}: {
  athleteId: string;
  type: string | null;
  packageKey: string | null;
  courseReleased?: boolean;
}) {
  usePageTitle('Payment Successful');
  const family = useFamily();
  const athlete = family.data?.links.find((link) => link.role === 'athlete' && link.userId === athleteId);
  const firstName = athlete?.firstName.trim() || undefined;
  const product = packageKey ? findProduct(packageKey) : undefined;
  return (
    <Container className="py-12 text-center sm:py-20">
      <CheckCircle2 className="mx-auto size-14 text-emerald-700" aria-hidden="true" />
      <PageHeading className="mt-4">
        {whose(firstName)} {type === 'course' ? 'course' : 'package'} is ready
      </PageHeading>
      <p className="mx-auto mt-4 max-w-xl text-lg break-words text-muted">
        Thank you!{product ? ` The ${product.name} is ${firstName ? `${firstName}’s` : 'hers'} now.` : ''} Your receipt is on its way to your inbox.
      </p>
      <p className="mx-auto mt-3 max-w-xl text-muted">{nextFor(type, courseReleased)}</p>
      <div className="mt-10">
        <Link to={familyAthletePath(athleteId)} className={buttonVariants({ size: 'lg', className: 'max-w-full whitespace-normal' })}>
          <UserRound className="size-5" aria-hidden="true" />
          {firstName ? `See ${firstName}’s page` : 'See her page'}
        </Link>
      </div>
    </Container>
  );
}
