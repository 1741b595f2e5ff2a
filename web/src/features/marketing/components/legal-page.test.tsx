import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute, withStageSupportEmail } from '@/testing/test-utils';
import PrivacyPage from '@/features/marketing/routes/privacy';
import TermsPage from '@/features/marketing/routes/terms';

const TERMS_SECTIONS = [
  'Services',
  'Eligibility',
  'Accounts',
  'Payments & Fees',
  'Refunds & Cancellations',
  'Intellectual Property',
  'User Conduct',
  'Limitation of Liability',
  'Disclaimer',
  'Termination',
  'Changes to Terms',
  'Contact Us',
];

const PRIVACY_SECTIONS = [
  'Information We Collect',
  'How We Use Your Information',
  'Sharing Your Information',
  'Cookies & Tracking',
  'Data Security',
  'Your Rights',
  "Children's Privacy",
  'Contact Us',
];

let scrollIntoView: ReturnType<typeof vi.fn>;
beforeEach(() => {
  scrollIntoView = vi.fn();
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView'];
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

async function openPage(path: string, title: string) {
  mockFetch();
  const view = renderRoute(path.startsWith('/terms') ? <TermsPage /> : <PrivacyPage />, path);
  await screen.findByRole('heading', { level: 1, name: title });
  return view;
}

const toc = () => within(screen.getByRole('navigation', { name: 'Contents' }));
const article = () => screen.getByRole('article');
const sectionText = (name: string) => screen.getByRole('region', { name }).textContent ?? '';

describe('Terms of Service', () => {
  it('shows the effective date and the 12 sections, each in the table of contents', async () => {
    await openPage('/terms', 'Terms of Service');
    expect(screen.getByText('August 22, 2025').parentElement?.textContent).toBe('Effective date: August 22, 2025');
    expect(
      toc()
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(/^\d+\./, '')),
    ).toEqual(TERMS_SECTIONS);
    const headings = within(article()).getAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent?.replace(/^\d+\./, ''))).toEqual(TERMS_SECTIONS);
    for (const link of toc().getAllByRole('link')) {
      const id = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(id)?.tagName).toBe('SECTION');
    }
  });

  it('states the policies of the terms', async () => {
    withStageSupportEmail('support@herway.com');
    await openPage('/terms', 'Terms of Service');
    expect(sectionText('Eligibility')).toMatch(/at least 13 years old/);
    expect(sectionText('Eligibility')).toMatch(/under 18.*consent and supervision of a parent or legal guardian/s);
    const refunds = sectionText('Refunds & Cancellations');
    expect(refunds).toMatch(/All sales are final/);
    expect(refunds).toMatch(/Mentorship packages are non-refundable once purchased/);
    expect(refunds).toMatch(/Digital courses and downloads are non-refundable once they have been accessed or delivered/);
    expect(refunds).toMatch(/at least 24 hours’ notice/);
    expect(refunds).toMatch(/less than 24 hours’ notice counts as used and is not refunded/);
    expect(refunds).toMatch(/full refund/);
    expect(sectionText('Payments & Fees')).toMatch(/Stripe/);
    expect(sectionText('Limitation of Liability')).toMatch(/limited to the amount you paid us/);
    expect(sectionText('Disclaimer')).toMatch(/do not guarantee recruitment, a roster spot, an athletic scholarship, financial aid or admission/);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: 'Contact page' }).getAttribute('href')).toBe('/contact');
    expect(within(contact).getByRole('link', { name: 'support@herway.com' }).getAttribute('href')).toBe('mailto:support@herway.com');
    expect(contact.textContent).toMatch(/within 24 hours/);
  });

  it('scrolls smoothly to a section from the table of contents and moves focus there', async () => {
    const { user } = await openPage('/terms', 'Terms of Service');
    const link = toc().getByRole('link', { name: /Refunds & Cancellations/ });
    expect(link.getAttribute('href')).toBe('#refunds-cancellations');

    await user.click(link);

    const section = document.getElementById('refunds-cancellations')!;
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.activeElement).toBe(section);
    expect(section.className).toMatch(/scroll-mt-/);
    expect(link.getAttribute('aria-current')).toBe('location');
  });

  it('jumps without animation for people who prefer reduced motion', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query }));
    const { user } = await openPage('/terms', 'Terms of Service');

    await user.click(toc().getByRole('link', { name: /Disclaimer/ }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('opens at the section named in the address', async () => {
    await openPage('/terms#disclaimer', 'Terms of Service');
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('disclaimer'));
  });
});

describe('Privacy Policy', () => {
  it('shows the effective date and the 8 sections, each in the table of contents', async () => {
    await openPage('/privacy', 'Privacy Policy');
    expect(screen.getByText('August 22, 2025').parentElement?.textContent).toBe('Effective date: August 22, 2025');
    expect(
      toc()
        .getAllByRole('link')
        .map((a) => a.textContent?.replace(/^\d+\./, '')),
    ).toEqual(PRIVACY_SECTIONS);
    expect(
      within(article())
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent?.replace(/^\d+\./, '')),
    ).toEqual(PRIVACY_SECTIONS);
  });

  it('covers athlete profile details, payments, cookies, children and rights', async () => {
    withStageSupportEmail('support@herway.com');
    await openPage('/privacy', 'Privacy Policy');
    expect(sectionText('Information We Collect')).toMatch(/graduation year, sport, position, stats, academic information, goals/);
    expect(sectionText('Information We Collect')).toMatch(/never receive or store card numbers/);
    const cookies = sectionText('Cookies & Tracking');
    expect(cookies).toMatch(/Essential sign-in cookies only/);
    expect(cookies).toMatch(/Analytics without personal data, and only if enabled/);
    const children = sectionText("Children's Privacy");
    expect(children).toMatch(/do not knowingly collect personal information from children under 13/);
    expect(children).toMatch(/delete it promptly/);
    expect(children).toMatch(/parent or guardian may review the information/);
    const rights = sectionText('Your Rights');
    expect(rights).toMatch(/export/);
    expect(rights).toMatch(/Delete it/);
    expect(sectionText('Sharing Your Information')).toMatch(/never sell your information/);
    const contact = screen.getByRole('region', { name: 'Contact Us' });
    expect(within(contact).getByRole('link', { name: 'support@herway.com' }).getAttribute('href')).toBe('mailto:support@herway.com');
  });
});
