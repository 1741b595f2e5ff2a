import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mentorsResponse, testMentors as mentors } from '@/testing/mentors';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import HomePage from '@/features/marketing/routes/home';

async function renderHome(answerMentors = () => mentorsResponse()) {
  const fetchMock = mockFetch((url) => (url === '/api/mentors' ? answerMentors() : jsonResponse({ message: 'Unauthorized' }, 401)));
  const view = renderRoute(<HomePage />, '/');
  await screen.findByRole('heading', { level: 1, name: 'Her Process, Her Future, HerWay' });
  return { ...view, fetchMock };
}

const main = () => screen.getByRole('main');

describe('home page', () => {
  it('has its title, description and exactly one h1', async () => {
    await renderHome();
    await waitFor(() => expect(document.title).toBe('Home | HerWay'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/mentorship/i);
    expect(within(main()).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('links the three feature cards to mentorship, course and resources', async () => {
    await renderHome();
    const features = screen.getByRole('region', { name: 'Guidance for every step of recruiting' });
    expect(
      within(features)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Mentorship Program', '/mentorship'],
      ['Course Packet', '/course'],
      ['Free Resources', '/resources'],
    ]);
  });

  it('introduces the mentors the founders put on the site, with initials while there are no photos', async () => {
    await renderHome();
    const section = await screen.findByRole('region', { name: 'Two athletes who have been where you are' });
    expect(mentors).toHaveLength(2);
    for (const mentor of mentors) {
      const name = await within(section).findByRole('heading', { level: 3, name: mentor.name });
      const card = name.closest('article')!;
      expect(within(card).getByText(mentor.sport)).toBeDefined();
      expect(within(card).getByText(mentor.school)).toBeDefined();
      expect(within(card).getByText(mentor.specialty)).toBeDefined();
      expect(within(card).getByText(mentor.bio)).toBeDefined();
      expect(within(card).getByRole('img', { name: mentor.name }).textContent).toBe(mentor.initials);
    }
    expect(section.querySelector('img')).toBeNull();
  });

  it("shows a mentor's photo when the founders added one", async () => {
    const [maya] = mentors;
    if (!maya) throw new Error('no mentor');
    await renderHome(() => mentorsResponse([{ ...maya, photoUrl: 'https://content.example.com/mentors/maya.jpg' }]));
    const section = await screen.findByRole('region', { name: 'Two athletes who have been where you are' });
    const photo = await within(section).findByRole('img', { name: maya.name });
    expect(photo.getAttribute('src')).toBe('https://content.example.com/mentors/maya.jpg');
    expect(within(section).queryByRole('heading', { level: 3, name: 'Jordan Ellis' })).toBeNull();
  });

  it('says the mentors are coming when none is on the site yet', async () => {
    await renderHome(() => mentorsResponse([]));
    expect(await screen.findByText('Our mentors will be introduced here very soon.')).toBeDefined();
  });

  it('ends with a call to action: free consultation and the course packet', async () => {
    await renderHome();
    const cta = screen.getByRole('region', { name: 'Ready to take the next step?' });
    expect(within(cta).getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/contact');
    expect(within(cta).getByRole('link', { name: 'View Course Packet' }).getAttribute('href')).toBe('/course');
  });

  it('uses h2 for its sections and asks the API for nothing but the mentors', async () => {
    const { fetchMock } = await renderHome();
    await screen.findByRole('region', { name: 'Two athletes who have been where you are' });
    const levels = within(main())
      .getAllByRole('heading')
      .map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    // No level is skipped on the way down.
    levels.forEach((level, i) => {
      if (i > 0) expect(level - levels[i - 1]!).toBeLessThanOrEqual(1);
    });
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/mentors']);
  });
});
