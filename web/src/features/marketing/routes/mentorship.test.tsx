import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionTopics } from '@herway/shared/catalog/mentors';
import { mockFetch, renderRoute } from '@/testing/test-utils';
import MentorshipPage from '@/features/marketing/routes/mentorship';

async function renderMentorship() {
  mockFetch();
  const view = renderRoute(<MentorshipPage />, '/mentorship');
  await screen.findByRole('heading', { level: 1, name: 'Mentorship Program' });
  return view;
}

describe('mentorship page', () => {
  it('has its title and one h1', async () => {
    await renderMentorship();
    await waitFor(() => expect(document.title).toBe('Mentorship Program | HerWay'));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('shows the six session topics from the catalog', async () => {
    await renderMentorship();
    const topics = screen.getByRole('region', { name: 'What we work on together' });
    expect(
      within(topics)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(sessionTopics.map((t) => t.title));
    expect(sessionTopics).toHaveLength(6);
  });

  it('shows four pricing cards', async () => {
    await renderMentorship();
    const pricing = screen.getByRole('region', { name: 'Choose the support that fits you' });
    expect(within(pricing).getAllByRole('article')).toHaveLength(4);
  });

  it("ends with 'Schedule Free Consultation' and 'Start Elite Package'", async () => {
    await renderMentorship();
    const cta = screen.getByRole('region', { name: 'Not sure which package is right for you?' });
    expect(within(cta).getByRole('link', { name: 'Schedule Free Consultation' }).getAttribute('href')).toBe('/contact');
    expect(within(cta).getByRole('button', { name: 'Start Elite Package' })).toBeDefined();
  });
});
