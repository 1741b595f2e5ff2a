import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { coursePacket, type CourseKey } from '@herway/shared/catalog/course';
import { getPackage, parsePackageDescription, type PackageKey } from '@herway/shared/catalog/packages';
import { checkoutPathOf } from '@herway/shared/catalog/products';
import { toast } from '@/components/ui/toast/use-toast';
import { getCurrentUserQueryOptions, type CurrentUser } from '@/features/auth/api/get-current-user';
import { loginPathFor } from '@/features/auth/lib/safe-redirect';
import { getDashboardQueryOptions } from '@/components/commerce/get-dashboard';
import { withPayingFor } from '@/components/commerce/paying-for-path';
import { trackEvent } from '@/lib/analytics';
import { cn } from '@/lib/cn';
import { ConsultationLink } from './home-consultation-link';

export type PurchaseProduct = PackageKey | CourseKey;

type Props = {
  /** A mentorship package key, or 'full_packet' for the course. */
  product: PurchaseProduct;
  /** The label; defaults to the package's button text, or the course's (coursePurchaseLabel). */
  children?: ReactNode;
  className: string;
  /** Where on the site the button sits, for analytics ('pricing', 'bottom_cta', ...). */
  location?: string;
};

/** Where a paid product goes once the visitor is signed in, or null when it cannot be bought. */
export function checkoutPathFor(product: Exclude<PurchaseProduct, 'free_consultation'>): string | null {
  if (product === 'full_packet') return checkoutPathOf(product);
  // Only when the session count and total read from the card are both above 0.
  const parsed = parsePackageDescription(getPackage(product).description);
  if (!parsed || parsed.sessions <= 0 || parsed.priceCents <= 0) return null;
  return checkoutPathOf(product);
}

/** The course's buy button: 'Pre-order the Course Packet' while no module is released (docs/decisions/course-pre-order.md). */
export function coursePurchaseLabel(preOrder: boolean): string {
  return preOrder ? 'Pre-order the Course Packet' : 'Get the Course Packet';
}

type PaidProduct = Exclude<PurchaseProduct, 'free_consultation'>;

/** The click, for analytics: course_purchase_clicked or package_selection, with its list price. */
function trackPurchaseClick(product: PaidProduct, location: string | undefined) {
  if (product === 'full_packet') {
    trackEvent('course_purchase_clicked', {
      course_type: product,
      value: coursePacket.priceCents / 100,
      currency: 'USD',
      location,
    });
  } else {
    trackEvent('package_selection', {
      package_type: product,
      value: getPackage(product).priceCents / 100,
      currency: 'USD',
      location,
    });
  }
}

/** Whether the signed-in athlete already has the course (a lifetime product is never sold twice). */
async function ownsCourse(queryClient: QueryClient): Promise<boolean> {
  try {
    const dashboard = await queryClient.fetchQuery(getDashboardQueryOptions());
    return dashboard.entitlements.some((entitlement) => entitlement.courseId === 'course_packet' && entitlement.isActive);
  } catch {
    return false; // The checkout asks the server again, which refuses a second sale itself.
  }
}

/**
 * A paid product's click: who is signed in (asked now, see PurchaseButton), then /login, a
 * refusal, the dashboard (the course already hers) or the protected checkout.
 */
function usePurchase(product: PurchaseProduct, location: string | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A parent or guardian sent here for her athlete (?for=<athleteId>) keeps that choice at checkout.
  const forAthleteId = useSearchParams()[0].get('for');
  const [pending, setPending] = useState(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function purchase() {
    if (pending || product === 'free_consultation') return;
    trackPurchaseClick(product, location);

    setPending(true);
    let user: CurrentUser | null = null;
    try {
      user = await queryClient.fetchQuery(getCurrentUserQueryOptions());
    } catch {
      user = null; // Any failure reads as signed out.
    }
    if (!mounted.current) return;
    setPending(false);

    const productPath = checkoutPathFor(product);
    const checkoutPath = productPath ? withPayingFor(productPath, forAthleteId) : null;
    if (!user) {
      toast({ title: 'Please sign in', description: 'Sign in or create an account to continue to checkout.' });
      // Back to the checkout she chose once signed in, through registration too (?redirect=).
      await navigate(checkoutPath ? loginPathFor(checkoutPath) : '/login');
      return;
    }
    if (!checkoutPath) {
      toast({
        title: 'Package unavailable',
        description: 'This package cannot be bought right now. Please contact us and we will help.',
        variant: 'destructive',
      });
      return;
    }
    if (product === 'full_packet' && (await ownsCourse(queryClient))) {
      if (!mounted.current) return;
      toast({ title: 'Already yours', description: "You already own the Course Packet: it's on your dashboard." });
      await navigate('/dashboard');
      return;
    }
    await navigate(checkoutPath);
  }

  return { pending, purchase };
}

/**
 * Purchase buttons (docs/product-rules.md#forms-and-their-messages). The free consultation is a link to /contact (never checkout).
 * A paid product asks the API who is signed in when clicked: signed out (a 401, or no answer)
 * goes to /login; signed in goes to the protected checkout with the catalog's values.
 *
 * The question is asked on click rather than on mount: a signed-out visitor's 401 would
 * otherwise be logged as a console error on every visit to the pricing pages. The answer is
 * the current-user query's (cached 5 minutes), so the shell sees it too.
 */
export function PurchaseButton({ product, children, className, location }: Props) {
  const { pending, purchase } = usePurchase(product, location);

  if (product === 'free_consultation') {
    return (
      <ConsultationLink className={className} location={location ?? 'pricing'}>
        {children ?? getPackage(product).buttonText}
      </ConsultationLink>
    );
  }

  const label = children ?? (product === 'full_packet' ? coursePurchaseLabel(true) : getPackage(product).buttonText);

  return (
    <button
      type="button"
      className={cn(className, pending && 'cursor-progress')}
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      onClick={() => void purchase()}
    >
      {pending && <span aria-hidden="true" className="size-4 rounded-full border-2 border-current border-t-transparent motion-safe:animate-spin" />}
      {label}
    </button>
  );
}
