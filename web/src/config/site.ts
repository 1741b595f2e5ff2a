/** Brand and shell constants shared by the shell, the page-title hook and the pages. */
export const BRAND = 'HerWay';

/** Title of the document before any page sets its own (also in index.html). */
export const DEFAULT_TITLE = 'Female Athlete Recruiting';

export const TAGLINE = 'For female athletes, by female athletes';

export const COPYRIGHT_YEAR = 2025;

export type NavLinkItem = { label: string; to: string };

export const MAIN_NAV: readonly NavLinkItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about' },
  { label: 'Mentorship Program', to: '/mentorship' },
  { label: 'Course Packet', to: '/course' },
  { label: 'Contact Us', to: '/contact' },
];

export const FOOTER_QUICK_LINKS: readonly NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Mentorship', to: '/mentorship' },
  { label: 'Course Packet', to: '/course' },
  { label: 'Resources', to: '/resources' },
  { label: 'Contact', to: '/contact' },
];

export const FOOTER_SUPPORT_LINKS: readonly NavLinkItem[] = [
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'FAQ', to: '/faq' },
];

export const SOCIAL_LINKS = {
  instagram: 'https://instagram.com/herway.recruiting',
  linkedin: 'https://www.linkedin.com/company/herway-recruiting',
} as const;
