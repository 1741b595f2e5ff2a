import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { MentorshipPricing } from './mentorship-pricing';

function renderPricing() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MentorshipPricing />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

describe('mentorship pricing cards', () => {
  it('shows the four catalog cards in order', () => {
    renderPricing();
    expect(screen.getAllByRole('article').map((a) => within(a).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Free Consultation',
      'Starter',
      'Growth',
      'Elite',
    ]);
  });

  it.each([
    ['Starter', '$80', '5 sessions • $400 total', 'Choose Starter'],
    ['Growth', '$70', '8 sessions • $560 total', 'Choose Growth'],
    ['Elite', '$65', '10 sessions • $650 total', 'Choose Elite'],
  ])('shows %s at %s per session, %s', (title, perSession, description, button) => {
    renderPricing();
    const article = card(title);
    expect(within(article).getByText(perSession)).toBeDefined();
    expect(article.textContent).toContain(`${perSession}/session`);
    expect(within(article).getByText('per session')).toBeDefined();
    expect(within(article).getByText(description)).toBeDefined();
    expect(within(article).getByRole('button', { name: button })).toBeDefined();
  });

  it('shows the free consultation as free, linking to /contact', () => {
    renderPricing();
    const article = card('Free Consultation');
    expect(within(article).getByText('Free')).toBeDefined();
    expect(within(article).getByText('1 session • Free')).toBeDefined();
    expect(within(article).getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/contact');
  });

  it('highlights Elite with its badge and the course packet bonus', () => {
    renderPricing();
    const elite = card('Elite');
    expect(within(elite).getByText('MOST POPULAR')).toBeDefined();
    expect(elite.className).toContain('border-plum-700');
    expect(within(elite).getByText(/Bonus: the Complete Course Packet is included \(\$150 value\)/)).toBeDefined();
    expect(within(card('Starter')).queryByText('MOST POPULAR')).toBeNull();
    expect(screen.getAllByText('MOST POPULAR')).toHaveLength(1);
  });

  it('marks each feature included or not in words, not only with a ✓ or ✗', () => {
    renderPricing();
    const starter = card('Starter');
    const items = within(starter)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toContain('Included: Athletic resume review');
    expect(items).toContain('Not included: Highlight video review');
    for (const svg of starter.querySelectorAll('li svg')) expect(svg.getAttribute('aria-hidden')).toBe('true');
  });

  it('states the session policies near the prices', () => {
    renderPricing();
    expect(screen.getByText('60-minute sessions')).toBeDefined();
    expect(screen.getByText('Reschedule with 24 hours’ notice')).toBeDefined();
    expect(screen.getByText('Non-refundable once purchased')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('/terms');
  });
});
