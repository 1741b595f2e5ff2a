import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mentorsResponse, testMentors as mentors } from '@/testing/mentors';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import AboutPage from '@/features/marketing/routes/about';

async function renderAbout() {
  mockFetch((url) => (url === '/api/mentors' ? mentorsResponse() : jsonResponse({ message: 'Unauthorized' }, 401)));
  const view = renderRoute(<AboutPage />, '/about');
  await screen.findByRole('heading', { level: 1, name: 'About Us' });
  return view;
}

describe('about page', () => {
  it('has its title and one h1', async () => {
    await renderAbout();
    await waitFor(() => expect(document.title).toBe('About Us | HerWay'));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('states the mission', async () => {
    await renderAbout();
    const mission = screen.getByRole('region', { name: 'Our Mission' });
    expect(mission.textContent).toMatch(/own her recruiting process/);
    expect(within(mission).getByText('Athletes 13 and up')).toBeDefined();
    expect(within(mission).getByText('Replies within 24 hours')).toBeDefined();
  });

  it('tells our story, naming both co-founders', async () => {
    await renderAbout();
    const story = await screen.findByRole('region', { name: 'Our Story' });
    expect(story.textContent).toMatch(/went through recruiting|learned by doing/);
    for (const mentor of mentors) expect((await within(story).findAllByText(new RegExp(mentor.name))).length).toBeGreaterThan(0);
  });

  it("explains Why We're Different in four points", async () => {
    await renderAbout();
    const different = screen.getByRole('region', { name: "Why We're Different" });
    expect(
      within(different)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Female-Focused Approach', 'Proven Experience', 'Empowerment Over Dependency', 'Holistic Support']);
  });

  it('closes with the free consultation', async () => {
    await renderAbout();
    const cta = screen.getByRole('region', { name: 'Let’s talk about your journey' });
    expect(within(cta).getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/contact');
  });
});
