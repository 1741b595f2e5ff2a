import { screen, within } from '@testing-library/react';
import { faqItems } from '@herway/shared/catalog/faq';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute } from '@/testing/test-utils';
import FaqPage from '@/features/marketing/routes/faq';

async function openFaq() {
  mockFetch();
  const view = renderRoute(<FaqPage />, '/faq');
  await screen.findByRole('heading', { level: 1, name: 'Frequently Asked Questions' });
  return view;
}

/** The questions (accordion triggers) of the visible tab panel. */
const questions = () =>
  within(screen.getByRole('tabpanel'))
    .getAllByRole('button')
    .map((b) => b.textContent);

const questionsOf = (category: string) => faqItems.filter((i) => i.category === category).map((i) => i.question);

describe('FAQ page', () => {
  it('shows the category tabs with All selected, and every question', async () => {
    await openFaq();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['All', 'General', 'Mentorship', 'Course', 'Payment', 'Recruiting']);
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(questions()).toEqual(faqItems.map((i) => i.question));
    // All groups the questions under their category headings.
    expect(
      within(screen.getByRole('tabpanel'))
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['General', 'Mentorship', 'Course', 'Payment', 'Recruiting']);
  });

  it('filters by category, with the mouse and with the arrow keys', async () => {
    const { user } = await openFaq();

    await user.click(screen.getByRole('tab', { name: 'Payment' }));
    expect(screen.getByRole('tab', { name: 'Payment' }).getAttribute('aria-selected')).toBe('true');
    expect(questions()).toEqual(questionsOf('payment'));

    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Recruiting' }));
    expect(questions()).toEqual(questionsOf('recruiting'));

    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' }).getAttribute('aria-selected')).toBe('true');
    expect(questions()).toHaveLength(faqItems.length);
  });

  it('opens and closes each question on its own', async () => {
    const { user } = await openFaq();
    await user.click(screen.getByRole('tab', { name: 'Payment' }));
    const refund = screen.getByRole('button', { name: 'Can I get a refund?' });
    const pay = screen.getByRole('button', { name: 'How do I pay, and is it secure?' });
    const refundAnswer = faqItems.find((i) => i.question === 'Can I get a refund?')!.answer;
    expect(refund.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(refundAnswer)).toBeNull();

    await user.click(refund);
    expect(refund.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByText(refundAnswer)).toBeDefined();

    await user.click(pay);
    expect(pay.getAttribute('aria-expanded')).toBe('true');
    expect(refund.getAttribute('aria-expanded')).toBe('true');

    await user.click(refund);
    expect(refund.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText(refundAnswer)).toBeNull();
    expect(pay.getAttribute('aria-expanded')).toBe('true');

    // Questions are headings, so screen-reader users can jump between them.
    expect(refund.parentElement?.tagName).toBe('H3');
  });

  it('links to the contact page and the mentorship program', async () => {
    await openFaq();
    const cta = within(screen.getByRole('region', { name: 'Still have questions?' }));
    expect(cta.getByRole('link', { name: /contact us/i }).getAttribute('href')).toBe('/contact');
    expect(cta.getByRole('link', { name: /mentorship/i }).getAttribute('href')).toBe('/mentorship');
  });
});
