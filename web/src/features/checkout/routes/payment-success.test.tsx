import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { setSignedInHint } from '@/features/auth/api/get-current-user';
import { trackEvent } from '@/lib/analytics';
import { bookingLinks } from '@/testing/fixtures';
import { mentorsResponse } from '@/testing/mentors';
import { jsonResponse } from '@/testing/test-utils';
import { fakeApi } from '@/testing/fake-api';
import { ava, renderCheckout } from '../testing/render-checkout';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

describe('/payment-success', () => {
  it("mentorship: 'Choose Your Mentor' with her own booking links, in a new tab", async () => {
    setSignedInHint(true);
    const api = fakeApi({ 'GET /api/dashboard': jsonResponse({ bookingLinks: bookingLinks }), 'GET /api/mentors': mentorsResponse() });
    const user = userEvent.setup();
    renderCheckout('/payment-success?type=mentorship&package=growth', ava);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeDefined();
    expect(screen.getByText(/Your GROWTH Mentorship Package is confirmed/)).toBeDefined();
    const mentors = within(screen.getByRole('region', { name: 'Choose Your Mentor' }));
    expect(await mentors.findByText('Soccer')).toBeDefined();
    expect(mentors.getByText('Lakeshore State University')).toBeDefined();
    expect(mentors.getByText('Volleyball')).toBeDefined();
    expect(mentors.getByText('Pacific Coast University')).toBeDefined();

    const maya = mentors.getByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ });
    await waitFor(() => expect(maya.getAttribute('href')).toBe(bookingLinks[0]?.url));
    expect(maya.getAttribute('target')).toBe('_blank');
    expect(maya.getAttribute('rel')).toContain('noopener');
    expect(mentors.getByRole('link', { name: /Schedule 60-min session with Jordan Ellis/ }).getAttribute('href')).toBe(bookingLinks[1]?.url);
    expect(api.callsTo('GET /api/dashboard')).toHaveLength(1);

    maya.addEventListener('click', (event) => event.preventDefault());
    await user.click(maya);
    expect(vi.mocked(trackEvent)).toHaveBeenCalledWith('mentor_selected', { mentor_id: 'maya-reynolds', package_type: 'growth' });
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.queryByRole('heading', { name: "What's Next?" })).toBeNull();
  });

  it("mentorship, signed out: the mentors' own scheduling links, without asking for the dashboard", async () => {
    const api = fakeApi({ 'GET /api/mentors': mentorsResponse() });
    renderCheckout('/payment-success?type=mentorship&package=starter', null);
    expect((await screen.findByRole('link', { name: /Schedule 60-min session with Maya Reynolds/ })).getAttribute('href')).toBe(
      'https://calendly.com/herway-maya/60min',
    );
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual(['GET /api/mentors']);
  });

  it.each([
    ['/payment-success?type=course&package=full_packet', true, /course is on your dashboard now/],
    [
      '/payment-success?type=course&package=full_packet',
      false,
      /The Course Packet is a pre-order\. .*We will e-mail you as soon as the first module is released/,
    ],
    ['/payment-success', false, /Nothing else to do: we have your payment/],
  ])("otherwise: 'What's Next?' with Home and Contact (%s, course released: %s)", async (path, released, next_) => {
    fakeApi({ 'GET /api/course/release': jsonResponse({ released }) });
    renderCheckout(path, null);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeDefined();
    const next = within(screen.getByRole('region', { name: "What's Next?" }));
    expect(next.getByText(/confirmation e-mail with your receipt within a few minutes/)).toBeDefined();
    expect(await next.findByText(next_)).toBeDefined();
    expect(screen.queryByText(/immediately/)).toBeNull();
    expect(next.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(next.getByRole('link', { name: 'Contact Us' }).getAttribute('href')).toBe('/contact');
    expect(screen.queryByRole('heading', { name: 'Choose Your Mentor' })).toBeNull();
    expect(document.title).toBe('Payment Successful | HerWay');
  });

  it("does not claim success when Stripe's redirect says it failed", () => {
    fakeApi({});
    renderCheckout('/payment-success?type=mentorship&package=growth&payment_intent=pi_1&redirect_status=failed', null);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment Not Completed' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try Again' }).getAttribute('href')).toBe('/mentorship');
  });

  it("with the payment's id: 'Confirming your payment…' until it is on her dashboard, never a false 'ready'", async () => {
    setSignedInHint(true);
    let status = 'confirming';
    const api = fakeApi({
      'GET /api/payment-status/pi_77': () => jsonResponse({ status, ...(status === 'ready' ? { productKey: 'full_packet', courseReleased: false } : {}) }),
    });
    renderCheckout('/payment-success?type=course&package=full_packet&payment_intent=pi_77', ava);
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment…' })).toBeDefined();
    expect(screen.queryByText('Payment Successful!')).toBeNull();
    await waitFor(() => expect(api.callsTo('GET /api/payment-status/pi_77').length).toBeGreaterThan(0));
    status = 'ready';
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 4000 })).toBeDefined();
    // No module released yet: a pre-order, said plainly.
    expect(screen.getByText(/The Course Packet is a pre-order/)).toBeDefined();
  });

  it('says a processing payment is processing, and a failed one was not completed', async () => {
    setSignedInHint(true);
    fakeApi({ 'GET /api/payment-status/pi_88': jsonResponse({ status: 'processing' }), 'GET /api/payment-status/pi_99': jsonResponse({ status: 'failed' }) });
    renderCheckout('/payment-success?type=mentorship&package=growth&payment_intent=pi_88&redirect_status=processing', ava);
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment…' })).toBeDefined();
  });

  it('a processing payment is said plainly, and never as ready: from the status alone too, and for an open amount', async () => {
    setSignedInHint(true);
    fakeApi({ 'GET /api/payment-status/pi_77': jsonResponse({ status: 'processing' }) });
    const catalog = renderCheckout('/payment-success?type=mentorship&package=growth&payment_intent=pi_77', ava);
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment…' }, { timeout: 4000 })).toBeDefined();
    expect(
      screen.getByText(
        'Your bank is still processing this payment. Your purchase appears on your dashboard as soon as it settles, and we will e-mail you. This page also updates by itself.',
      ),
    ).toBeDefined();
    expect(screen.queryByText(/Payment Successful/)).toBeNull();
    catalog.unmount();
    renderCheckout('/payment-success?payment_intent=pi_66&redirect_status=processing', null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Processing your payment…' })).toBeDefined();
    expect(screen.getByText('Your bank is still processing this payment. We will e-mail you as soon as it settles.')).toBeDefined();
    expect(screen.queryByText(/Payment Successful/)).toBeNull();
  });

  it("tells a failed payment's owner it was not completed", async () => {
    setSignedInHint(true);
    fakeApi({ 'GET /api/payment-status/pi_99': jsonResponse({ status: 'failed' }) });
    renderCheckout('/payment-success?type=mentorship&package=growth&payment_intent=pi_99', ava);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Not Completed' }, { timeout: 4000 })).toBeDefined();
  });

  it("a parent or guardian who paid for her athlete: whose it is, and her athlete's page rather than a dashboard", async () => {
    setSignedInHint(true);
    const maya = {
      id: 'link-1',
      role: 'athlete',
      userId: 'user-maya',
      firstName: 'Maya',
      lastName: 'Lopez',
      email: 'maya@example.com',
      since: '2025-09-01T12:00:00.000Z',
    };
    const api = fakeApi({
      'GET /api/payment-status/pi_5': jsonResponse({ status: 'ready', productKey: 'growth' }),
      'GET /api/family': jsonResponse({ accountType: 'guardian', links: [maya], invites: [] }),
    });
    renderCheckout('/payment-success?type=mentorship&package=growth&for=user-maya&payment_intent=pi_5', { ...ava, accountType: 'guardian' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Maya’s package is ready' }, { timeout: 4000 })).toBeDefined();
    expect(screen.getByText(/The GROWTH Mentorship Package is Maya’s now\. Your receipt is on its way/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'See Maya’s page' }).getAttribute('href')).toBe('/family/athletes/user-maya');
    expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    // Her athlete books her own sessions: no booking links asked for with the guardian's account.
    expect(api.callsTo('GET /api/dashboard')).toEqual([]);
  });

  it("ignores ?for= on an athlete's own success page", async () => {
    setSignedInHint(true);
    fakeApi({
      'GET /api/payment-status/pi_6': jsonResponse({ status: 'ready', productKey: 'growth' }),
      'GET /api/dashboard': jsonResponse({ bookingLinks }),
      'GET /api/mentors': mentorsResponse(),
    });
    renderCheckout('/payment-success?type=mentorship&package=growth&for=user-maya&payment_intent=pi_6', ava);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' }, { timeout: 4000 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });
});
