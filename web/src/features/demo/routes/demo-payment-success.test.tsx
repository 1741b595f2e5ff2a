import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { trackEvent } from '@/lib/analytics';
import { mentorsResponse, testMentors as mentors } from '@/testing/mentors';
import { jsonResponse, mockFetch } from '@/testing/test-utils';

const mentorsOnly = () => mockFetch((url) => (url === '/api/mentors' ? mentorsResponse() : jsonResponse({ message: 'Not found' }, 404)));
import { renderDemo } from '../testing/render-demo';
import DemoPaymentSuccessRoute from './demo-payment-success';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

beforeEach(() => vi.mocked(trackEvent).mockClear());

describe('/demo-payment-success', () => {
  it('shows the fixed Starter package: 5 sessions, $400, 6-month access, on a marked, unindexed page', () => {
    const fetchMock = mentorsOnly();
    renderDemo('/demo-payment-success', <DemoPaymentSuccessRoute />);
    expect(screen.getByRole('note', { name: 'Demo page' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Demo Payment Success']);
    expect(
      within(screen.getByRole('region', { name: 'Payment Successful!' })).getByText(/Your STARTER Mentorship Package is confirmed, with 6 months of access/),
    ).toBeDefined();
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.title).toBe('Demo Payment Success | HerWay');

    const summary = within(screen.getByRole('region', { name: 'Your package' }));
    const values = Object.fromEntries(summary.getAllByRole('term').map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(values).toEqual({ Package: 'STARTER Mentorship Package', Sessions: '5 one-on-one sessions', Amount: '$400', Access: '6 months' });
    // Only the mentors to choose from: no payment, no account.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/mentors']);
  });

  it("opens each mentor's scheduling link in a new tab and records mentor_selected", async () => {
    mentorsOnly();
    const { user } = renderDemo('/demo-payment-success', <DemoPaymentSuccessRoute />);
    const choice = within(screen.getByRole('region', { name: 'Choose Your Mentor' }));
    for (const mentor of mentors) {
      const link = await choice.findByRole('link', { name: new RegExp(`Schedule ${mentor.sessionMinutes}-min session with ${mentor.name}`) });
      expect(link.getAttribute('href')).toBe(mentor.schedulingUrl);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    const jordan = choice.getByRole('link', { name: /Jordan Ellis/ });
    jordan.addEventListener('click', (event) => event.preventDefault());
    await user.click(jordan);
    expect(vi.mocked(trackEvent)).toHaveBeenCalledWith('mentor_selected', { mentor_id: 'jordan-ellis', package_type: 'starter' });
  });

  it('lists the three next steps in order and offers the dashboard and home', () => {
    mockFetch();
    renderDemo('/demo-payment-success', <DemoPaymentSuccessRoute />);
    const next = within(screen.getByRole('region', { name: 'What happens next' }));
    expect(next.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Check your inbox',
      'Book your first session',
      'Track your progress',
    ]);
    expect(next.getByRole('list').tagName).toBe('OL');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
