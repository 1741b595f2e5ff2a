import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { courseModules, courseTotalMinutes } from '@herway/shared/catalog/course';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import CoursePage from '@/features/marketing/routes/course';

const athlete = { id: 'u1', email: 'ava@example.com', firstName: 'Ava', isAdmin: false, createdAt: '2025-08-22T10:00:00.000Z' };

async function renderCourse() {
  const fetchMock = mockFetch();
  const view = renderRoute(<CoursePage />, '/course');
  await screen.findByRole('heading', { level: 1, name: 'Course Packet' });
  return { ...view, fetchMock };
}

afterEach(() => setSignedInHint(false));

describe('course page', () => {
  it('has its title, one h1 and the COMING SOON badge, and asks a visitor only whether the course is released', async () => {
    const { fetchMock } = await renderCourse();
    await waitFor(() => expect(document.title).toBe('Course Packet | HerWay'));
    expect(within(screen.getByRole('main')).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('COMING SOON')).toBeDefined();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/course/release']);
  });

  it('prices the full package at $150 with lifetime access, sold plainly as a pre-order while no module is released', async () => {
    mockFetch((url) => (url === '/api/course/release' ? jsonResponse({ released: false }) : jsonResponse({ message: 'Unauthorized' }, 401)));
    renderRoute(<CoursePage />, '/course');
    const price = await screen.findByRole('region', { name: 'Full package' });
    expect(within(price).getByText('$150')).toBeDefined();
    expect(within(price).getByText('one-time payment')).toBeDefined();
    expect(within(price).getAllByText(/Lifetime access/).length).toBeGreaterThan(0);
    expect(within(price).getByRole('note', { name: 'Pre-order' }).textContent).toMatch(
      /The Course Packet is a pre-order\. .*nothing to download yet\. We will e-mail you as soon as the first module is released/,
    );
    expect(within(price).getByRole('button', { name: 'Pre-order the Course Packet' })).toBeDefined();
    const bundle = screen.getByRole('region', { name: /Get the course included with 10 mentorship sessions/ });
    expect(within(bundle).getByText(/Course Packet included as a pre-order/)).toBeDefined();
    expect(screen.queryByText(/immediately/)).toBeNull();
  });

  it('sells it as available, without the pre-order note, once a module is released', async () => {
    mockFetch((url) => (url === '/api/course/release' ? jsonResponse({ released: true }) : jsonResponse({ message: 'Unauthorized' }, 401)));
    renderRoute(<CoursePage />, '/course');
    const price = await screen.findByRole('region', { name: 'Full package' });
    expect(await within(price).findByRole('button', { name: 'Get the Course Packet' })).toBeDefined();
    expect(within(price).queryByRole('note', { name: 'Pre-order' })).toBeNull();
    expect(screen.getByText('AVAILABLE NOW')).toBeDefined();
    const cta = screen.getByRole('region', { name: 'Start your recruiting journey today' });
    expect(within(cta).getByRole('button', { name: 'Get the Course Packet' })).toBeDefined();
  });

  it('lists the nine modules numbered 0-8 with their durations and the total', async () => {
    await renderCourse();
    const section = screen.getByRole('region', { name: 'Nine modules, start to signing day' });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(9);
    items.forEach((item, index) => {
      const module = courseModules[index]!;
      expect(module.number).toBe(index);
      expect(within(item).getByRole('heading', { level: 3 }).textContent).toBe(`Module ${index}: ${module.title}`);
      expect(within(item).getByText(module.description)).toBeDefined();
      expect(within(item).getByText(`${module.durationMinutes} min`)).toBeDefined();
    });
    expect(within(section).getByText(`Total: ${courseTotalMinutes} minutes`)).toBeDefined();
  });

  it('lists the benefits', async () => {
    await renderCourse();
    const benefits = screen.getByRole('region', { name: 'Everything we wish we had known' });
    expect(within(benefits).getByText('Lifetime access to all nine modules')).toBeDefined();
    expect(within(benefits).getAllByRole('listitem').length).toBeGreaterThanOrEqual(5);
  });

  it('offers the 10-session Elite bundle that includes the course', async () => {
    await renderCourse();
    const bundle = screen.getByRole('region', { name: /Get the course included with 10 mentorship sessions/ });
    expect(within(bundle).getByText('10 sessions • $650 total')).toBeDefined();
    expect(within(bundle).getByRole('button', { name: 'Get the Elite Bundle' })).toBeDefined();
    expect(within(bundle).getByRole('link', { name: 'Compare all packages' }).getAttribute('href')).toBe('/mentorship#packages');
  });

  it('tells a signed-in athlete who owns the course that it is hers, and sends her to her dashboard instead of a checkout', async () => {
    setSignedInHint(true);
    const dashboard = {
      user: { firstName: 'Ava' },
      coursePurchases: [],
      mentorshipPackages: [],
      upcomingSessions: [],
      totalSessionsRemaining: 0,
      totalSessionsBooked: 0,
      entitlements: [{ courseId: 'course_packet', grantedAt: '2025-08-22T10:00:00.000Z', expiresAt: null, isActive: true }],
      courseMaterials: [],
      bookingLinks: [],
    };
    mockFetch((url) =>
      url === '/api/auth/user' ? jsonResponse(athlete) : url === '/api/dashboard' ? jsonResponse(dashboard) : jsonResponse({ message: 'Not Found' }, 404),
    );
    renderRoute(<CoursePage />, '/course');
    const notice = await screen.findByRole('status', { name: 'The Course Packet is yours' });
    expect(within(notice).getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard');
    const cta = screen.getByRole('region', { name: 'Start your recruiting journey today' });
    expect(within(cta).queryByRole('button', { name: /Course Packet/ })).toBeNull();
    expect(within(cta).getByRole('link', { name: 'Open it on your dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('offers the course to a signed-in athlete who does not own it', async () => {
    setSignedInHint(true);
    const dashboard = {
      user: { firstName: 'Ava' },
      coursePurchases: [],
      mentorshipPackages: [],
      upcomingSessions: [],
      totalSessionsRemaining: 0,
      totalSessionsBooked: 0,
      entitlements: [],
      courseMaterials: [],
      bookingLinks: [],
    };
    const fetchMock = mockFetch((url) =>
      url === '/api/auth/user' ? jsonResponse(athlete) : url === '/api/dashboard' ? jsonResponse(dashboard) : jsonResponse({ message: 'Not Found' }, 404),
    );
    renderRoute(<CoursePage />, '/course');
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/api/dashboard', expect.anything()));
    const cta = await screen.findByRole('region', { name: 'Start your recruiting journey today' });
    expect(within(cta).getByRole('button', { name: 'Pre-order the Course Packet' })).toBeDefined();
    expect(screen.queryByRole('status', { name: 'The Course Packet is yours' })).toBeNull();
  });
});
