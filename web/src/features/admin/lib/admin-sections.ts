/**
 * The admin's pages, in the order the admin navigation lists them (components/admin-nav.tsx).
 * A new admin page adds its entry here and its route in app/router.tsx.
 */
export const adminSections = [
  { path: '/admin', label: 'Dashboard' },
  { path: '/admin/content', label: 'Content' },
  { path: '/admin/mentors', label: 'Mentors' },
  { path: '/admin/discount-codes', label: 'Discount codes' },
  { path: '/admin/payment-links', label: 'Payment links' },
  { path: '/admin/attention', label: 'Needs attention' },
  { path: '/admin/audit-log', label: 'Audit log' },
] as const satisfies readonly { path: string; label: string }[];
