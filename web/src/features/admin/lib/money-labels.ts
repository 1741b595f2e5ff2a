import { discountProductLabels } from '@herway/shared/contracts/admin-money';
import type { AdminDiscountCode, AdminPaymentLink } from '@herway/shared/contracts/admin-money';
import { formatDollars } from '@/lib/money';

/** '20% off', '$50 off'. */
export const discountLabel = (code: Pick<AdminDiscountCode, 'type' | 'value'>) =>
  code.type === 'percentage' ? `${code.value}% off` : `${formatDollars(code.value)} off`;

/** Where a code stands for a family today. */
export function codeStatus(code: AdminDiscountCode, now = new Date()): { label: string; usable: boolean } {
  if (!code.active) return { label: 'Switched off', usable: false };
  if (code.expiresAt && Date.parse(code.expiresAt) <= now.getTime()) return { label: 'Expired', usable: false };
  if (code.maxRedemptions !== null && code.redemptions >= code.maxRedemptions) return { label: 'Used up', usable: false };
  return { label: 'Active', usable: true };
}

/** '2 of 10 used · 1 held by a payment in progress'. */
export function codeUses(code: AdminDiscountCode): string {
  const used = code.maxRedemptions === null ? `${code.redemptions} used (no limit)` : `${code.redemptions} of ${code.maxRedemptions} used`;
  const held = code.openReservations === 0 ? '' : ` · ${code.openReservations} held by ${code.openReservations === 1 ? 'a payment' : 'payments'} in progress`;
  return `${used}${held}`;
}

export const codeProducts = (code: AdminDiscountCode) =>
  code.products === null ? 'All products' : code.products.map((product) => discountProductLabels[product]).join(', ');

/** 'Paid', 'Paid 3 times', 'Not paid yet', 'Expired'. */
export function linkStatus(link: AdminPaymentLink, now = new Date()): { label: string; paid: boolean } {
  if (link.payments > 0) return { label: link.payments === 1 ? 'Paid' : `Paid ${link.payments} times`, paid: true };
  if (link.expiresAt && Date.parse(link.expiresAt) <= now.getTime()) return { label: 'Expired, not paid', paid: false };
  return { label: 'Not paid yet', paid: false };
}
