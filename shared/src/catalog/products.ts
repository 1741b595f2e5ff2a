// What can be bought, at what price, and what a purchase grants (docs/decisions/one-catalog-one-price.md,
// docs/decisions/server-prices-every-order.md; read by fulfilment). Built from the marketing
// cards and the course packet, never restated.
import * as z from '../zod';
import { coursePacket, type CourseId, type CourseKey } from './course';
import { courseIdSchema } from './course-id-schema';
import { getPackage, type PaidPackageKey } from './packages';

export const productKeySchema = z.enum(['starter', 'growth', 'elite', 'full_packet']);
export type ProductKey = z.infer<typeof productKeySchema>;

/** A checkout product's `type`. */
export const productTypeSchema = z.enum(['mentorship', 'course']);
export type ProductType = z.infer<typeof productTypeSchema>;

export const productGrantsSchema = z.object({
  /** Mentorship sessions added as a new package (0 for none). */
  sessions: z.number().check(z.int(), z.nonnegative()),
  /** Content entitlements granted (lifetime). */
  courseIds: z.array(courseIdSchema),
  /** Whether the purchase creates a course purchase record. */
  coursePurchase: z.boolean(),
});
export type ProductGrants = z.infer<typeof productGrantsSchema>;

export const productSchema = z.object({
  key: productKeySchema,
  type: productTypeSchema,
  /** Name on the checkout page, the Stripe description and the receipt. */
  name: z.string().check(z.minLength(1)),
  priceCents: z.number().check(z.int(), z.positive()),
  grants: productGrantsSchema,
});
export type Product = z.infer<typeof productSchema>;

function mentorshipProduct(key: PaidPackageKey): Product {
  const pkg = getPackage(key);
  return {
    key,
    type: 'mentorship',
    name: `${key.toUpperCase()} Mentorship Package`,
    priceCents: pkg.priceCents,
    grants: {
      sessions: pkg.sessions,
      courseIds: pkg.includesCoursePacket ? [coursePacket.courseId] : [],
      coursePurchase: false,
    },
  };
}

function courseProduct(key: CourseKey): Product {
  return {
    key,
    type: 'course',
    name: coursePacket.name,
    priceCents: coursePacket.priceCents,
    grants: { sessions: 0, courseIds: [coursePacket.courseId], coursePurchase: true },
  };
}

export const products: Readonly<Record<ProductKey, Product>> = {
  starter: mentorshipProduct('starter'),
  growth: mentorshipProduct('growth'),
  elite: mentorshipProduct('elite'),
  full_packet: courseProduct('full_packet'),
};

export function isProductKey(key: unknown): key is ProductKey {
  return productKeySchema.safeParse(key).success;
}

export function getProduct(key: ProductKey): Product {
  return products[key];
}

/** The product for any string (a package type or course type), or undefined. */
export function findProduct(key: string): Product | undefined {
  return isProductKey(key) ? products[key] : undefined;
}

/** The price the server charges before any discount, in cents. */
export function priceOf(key: ProductKey): number {
  return products[key].priceCents;
}

/** Mentorship sessions the product adds (0 for the course). */
export function sessionsOf(key: ProductKey): number {
  return products[key].grants.sessions;
}

/** What fulfilment records for the product. */
export function grantsOf(key: ProductKey): ProductGrants {
  return products[key].grants;
}

/** Course entitlements the product grants (Elite and the course packet grant 'course_packet'). */
export function courseIdsGrantedBy(key: ProductKey): readonly CourseId[] {
  return products[key].grants.courseIds;
}

export function productTypeOf(key: ProductKey): ProductType {
  return products[key].type;
}

/** 'Complete Course Packet', 'STARTER Mentorship Package', ... as /protected-checkout names them. */
export function productNameOf(key: ProductKey): string {
  return products[key].name;
}

/**
 * The /protected-checkout link for a product: amount in whole dollars, as the page
 * reads it; the server still prices the order itself.
 */
export function checkoutPathOf(key: ProductKey): string {
  const product = products[key];
  const params = new URLSearchParams({ type: product.type });
  if (product.type === 'course') {
    params.set('courseType', product.key);
  } else {
    params.set('packageType', product.key);
  }
  params.set('amount', String(product.priceCents / 100));
  if (product.type === 'mentorship') params.set('totalSessions', String(product.grants.sessions));
  return `/protected-checkout?${params.toString()}`;
}
