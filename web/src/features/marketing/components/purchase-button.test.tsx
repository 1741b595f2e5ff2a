import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Analytics from '@/lib/analytics';
import { trackEvent } from '@/lib/analytics';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { checkoutPathFor } from './purchase-button';
import CoursePage from '@/features/marketing/routes/course';
import MentorshipPage from '@/features/marketing/routes/mentorship';

vi.mock('@/lib/analytics', async (importOriginal) => ({
  ...(await importOriginal<typeof Analytics>()),
  trackEvent: vi.fn(),
}));

const athlete = {
  id: 'u1',
  email: 'ava@example.com',
  firstName: 'Ava',
  isAdmin: false,
  createdAt: '2025-08-22T10:00:00.000Z',
};

const signedIn = () => mockFetch((url) => (url === '/api/auth/user' ? jsonResponse(athlete) : jsonResponse({ message: 'Not Found' }, 404)));

const location = () => screen.getByTestId('location').textContent;

async function packageCard(key: string) {
  await screen.findByRole('heading', { level: 1, name: 'Mentorship Program' });
  const card = document.querySelector<HTMLElement>(`article[data-package="${key}"]`);
  if (!card) throw new Error(`no card for ${key}`);
  return card;
}

beforeEach(() => {
  vi.mocked(trackEvent).mockClear();
});

describe('checkoutPathFor', () => {
  it('builds the protected checkout links from the catalog', () => {
    expect(checkoutPathFor('starter')).toBe('/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5');
    expect(checkoutPathFor('growth')).toBe('/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8');
    expect(checkoutPathFor('elite')).toBe('/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10');
    expect(checkoutPathFor('full_packet')).toBe('/protected-checkout?type=course&courseType=full_packet&amount=150');
  });
});

describe('purchase buttons', () => {
  it('sends the free consultation to /contact, never to checkout, without asking the API', async () => {
    const fetchMock = mockFetch();
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    const card = await packageCard('free_consultation');

    const link = within(card).getByRole('link', { name: 'Book Free Consultation' });
    expect(link.getAttribute('href')).toBe('/contact');
    await user.click(link);

    await waitFor(() => expect(location()).toBe('/contact'));
    expect(trackEvent).toHaveBeenCalledWith('free_consultation_click', { location: 'pricing' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('does not ask who is signed in until a paid package is clicked (no 401 on page load)', async () => {
    const fetchMock = mockFetch();
    renderRoute(<MentorshipPage />, '/mentorship');
    await packageCard('starter');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a signed-out visitor to /login, which returns her to the checkout she chose', async () => {
    const fetchMock = mockFetch();
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    const card = await packageCard('growth');

    await user.click(within(card).getByRole('button', { name: 'Choose Growth' }));

    const growth = '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8';
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(growth)}`));
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/user', expect.objectContaining({ credentials: 'include' }));
    expect(trackEvent).toHaveBeenCalledWith('package_selection', {
      package_type: 'growth',
      value: 560,
      currency: 'USD',
      location: 'pricing',
    });
    expect(await screen.findByText('Please sign in')).toBeDefined();
  });

  it('treats an API failure as signed out', async () => {
    mockFetch(() => jsonResponse({ message: 'boom' }, 500));
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    const card = await packageCard('elite');

    await user.click(within(card).getByRole('button', { name: 'Choose Elite' }));

    await waitFor(() => expect(location()).toMatch(/^\/login\?redirect=%2Fprotected-checkout/));
  });

  it.each([
    ['starter', 'Choose Starter', '/protected-checkout?type=mentorship&packageType=starter&amount=400&totalSessions=5'],
    ['growth', 'Choose Growth', '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8'],
    ['elite', 'Choose Elite', '/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10'],
  ])('sends a signed-in athlete to the %s checkout', async (key, label, path) => {
    signedIn();
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    const card = await packageCard(key);

    await user.click(within(card).getByRole('button', { name: label }));

    await waitFor(() => expect(location()).toBe(path));
  });

  it("keeps a parent's or guardian's ?for=<athleteId> on the way to checkout", async () => {
    mockFetch((url) => (url === '/api/auth/user' ? jsonResponse({ ...athlete, accountType: 'guardian' }) : jsonResponse({ message: 'Not Found' }, 404)));
    const { user } = renderRoute(<MentorshipPage />, '/mentorship?for=user-maya');
    const card = await packageCard('growth');

    await user.click(within(card).getByRole('button', { name: 'Choose Growth' }));

    await waitFor(() => expect(location()).toBe('/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8&for=user-maya'));
  });

  it('starts the Elite package from the bottom button', async () => {
    signedIn();
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    await packageCard('elite');

    await user.click(screen.getByRole('button', { name: 'Start Elite Package' }));

    await waitFor(() => expect(location()).toBe('/protected-checkout?type=mentorship&packageType=elite&amount=650&totalSessions=10'));
    expect(trackEvent).toHaveBeenCalledWith('package_selection', expect.objectContaining({ package_type: 'elite', value: 650 }));
  });

  it('sends a signed-in athlete to the course checkout', async () => {
    signedIn();
    const { user } = renderRoute(<CoursePage />, '/course');
    await screen.findByRole('heading', { level: 1, name: 'Course Packet' });

    await user.click(screen.getAllByRole('button', { name: 'Pre-order the Course Packet' })[0]!);

    await waitFor(() => expect(location()).toBe('/protected-checkout?type=course&courseType=full_packet&amount=150'));
    expect(trackEvent).toHaveBeenCalledWith('course_purchase_clicked', {
      course_type: 'full_packet',
      value: 150,
      currency: 'USD',
      location: 'course_hero',
    });
  });

  it('sends an athlete who already owns the course to her dashboard, saying so, instead of selling it again', async () => {
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
    const { user } = renderRoute(<CoursePage />, '/course');
    await screen.findByRole('heading', { level: 1, name: 'Course Packet' });
    await user.click(screen.getAllByRole('button', { name: 'Pre-order the Course Packet' })[0]!);
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(await screen.findByText("You already own the Course Packet: it's on your dashboard.")).toBeDefined();
  });

  it('sends a signed-out visitor from the course to /login', async () => {
    mockFetch();
    const { user } = renderRoute(<CoursePage />, '/course');
    await screen.findByRole('heading', { level: 1, name: 'Course Packet' });

    await user.click(screen.getAllByRole('button', { name: 'Pre-order the Course Packet' })[0]!);

    const course = '/protected-checkout?type=course&courseType=full_packet&amount=150';
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(course)}`));
  });

  it('never sends personal data to analytics', async () => {
    signedIn();
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    const card = await packageCard('starter');
    await user.click(within(card).getByRole('button', { name: 'Choose Starter' }));
    await waitFor(() => expect(location()).toMatch(/^\/protected-checkout/));

    expect(JSON.stringify(vi.mocked(trackEvent).mock.calls)).not.toMatch(/ava|example\.com|u1/i);
  });
});
