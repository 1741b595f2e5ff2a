import { coursePacket, type CourseKey } from '@herway/shared/catalog/course';
import { courseKeySchema } from '@herway/shared/catalog/course-schema';
import { getPackage, isPaidPackageKey, type PaidPackageKey } from '@herway/shared/catalog/packages';
import { productNameOf } from '@herway/shared/catalog/products';
import type { ProtectedCheckoutParams } from './checkout-params';

/** What /protected-checkout sells, read from its query. */
export type CheckoutProduct =
  | { type: 'course'; key: CourseKey; name: string; known: true; detail: string }
  | { type: 'mentorship'; key: PaidPackageKey; name: string; known: true; detail: string; sessions: number }
  /** A course or package type the catalog does not sell: shown by name, never sent to the server. */
  | { type: 'course' | 'mentorship'; key: string; name: string; known: false };

/** 'Complete Course Packet' for a course, otherwise '{PACKAGE} Mentorship Package' upper-cased. */
export function productNameFor(params: Pick<ProtectedCheckoutParams, 'type' | 'courseType' | 'packageType'>): string {
  if (params.type === 'course') return coursePacket.name;
  return isPaidPackageKey(params.packageType) ? productNameOf(params.packageType) : `${params.packageType.toUpperCase()} Mentorship Package`;
}

export function checkoutProductOf(params: ProtectedCheckoutParams): CheckoutProduct {
  const name = productNameFor(params);
  if (params.type === 'course') {
    const course = courseKeySchema.safeParse(params.courseType);
    if (!course.success) return { type: 'course', key: params.courseType, name, known: false };
    return { type: 'course', key: course.data, name, known: true, detail: `${coursePacket.accessLabel} · ${coursePacket.modules.length} self-paced modules` };
  }
  if (!isPaidPackageKey(params.packageType)) return { type: 'mentorship', key: params.packageType, name, known: false };
  const pkg = getPackage(params.packageType);
  return {
    type: 'mentorship',
    key: params.packageType,
    name,
    known: true,
    sessions: pkg.sessions,
    detail: `${pkg.sessions} one-on-one ${pkg.sessionMinutes}-minute sessions${pkg.includesCoursePacket ? ' + the Complete Course Packet' : ''}`,
  };
}

/** Non-personal analytics parameters of a product (docs/product-rules.md#minors-data). */
export function productAnalytics(product: Pick<CheckoutProduct, 'type' | 'key'>): Record<string, string> {
  return product.type === 'course' ? { product_type: 'course', course_type: product.key } : { product_type: 'mentorship', package_type: product.key };
}

/** Where the success redirect (and Stripe's return_url) goes: /payment-success?type=..&package=.. (&for=<athleteId> for a guardian). */
export function successPathOf(product: Pick<CheckoutProduct, 'type' | 'key'>, forAthleteId?: string): string {
  const params = new URLSearchParams({ type: product.type, package: product.key });
  if (forAthleteId) params.set('for', forAthleteId);
  return `/payment-success?${params.toString()}`;
}

/** Whether the order includes the Course Packet: the course itself, or a package that comes with it (Elite). */
export function includesCoursePacket(product: CheckoutProduct): boolean {
  if (!product.known) return false;
  return product.type === 'course' || getPackage(product.key).includesCoursePacket;
}
