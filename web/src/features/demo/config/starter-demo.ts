import { getProduct } from '@herway/shared/catalog/products';

const starter = getProduct('starter');

/** The fixed package /demo-payment-success shows: the catalog's Starter, with the demo's 6-month access. */
export const starterDemo = {
  key: starter.key,
  name: starter.name,
  sessions: starter.grants.sessions,
  priceCents: starter.priceCents,
  accessMonths: 6,
} as const;
