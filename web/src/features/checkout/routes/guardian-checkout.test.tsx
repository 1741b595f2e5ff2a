import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FamilyLink } from '@herway/shared/contracts/family';
import { dismissToast } from '@/components/ui/toast/use-toast';
import type { CurrentUser } from '@/features/auth/api/get-current-user';
import { fakeApi } from '@/testing/fake-api';
import { jsonResponse } from '@/testing/test-utils';
import { ava, intentReply, location, renderCheckout } from '../testing/render-checkout';

vi.mock('@/lib/analytics', () => ({ trackEvent: vi.fn() }));

// A parent or guardian pays for one of her linked athletes (docs/family.md): the checkout names her.

const GROWTH = '/protected-checkout?type=mentorship&packageType=growth&amount=560&totalSessions=8';
const SLOW = { timeout: 5000 };
const dana: CurrentUser = { ...ava, id: 'user-dana', email: 'dana@example.com', firstName: 'Dana', accountType: 'guardian' };

function athlete(userId: string, firstName: string): FamilyLink {
  return { id: `link-${userId}`, role: 'athlete', userId, firstName, lastName: 'Lopez', email: `${userId}@example.com`, since: '2025-09-01T12:00:00.000Z' };
}
const family = (...athletes: FamilyLink[]) => jsonResponse({ accountType: 'guardian', links: athletes, invites: [] });
const maya = athlete('user-maya', 'Maya');
const TERMS_LABEL = 'I agree to the Terms of Service and understand that all sales are final and non-refundable.';
/** Ticks the terms box: the payment session is opened only then. */
const agree = async () => fireEvent.click(await screen.findByRole('checkbox', { name: TERMS_LABEL }, SLOW));
const zoe = athlete('user-zoe', 'Zoe');

afterEach(() => dismissToast());

describe('/protected-checkout for a parent or guardian', () => {
  it("one linked athlete: 'For: Maya Lopez', no choice, and the purchase names her", async () => {
    const api = fakeApi({ 'GET /api/family': family(maya), 'POST /api/purchase-mentorship': intentReply(560) });
    renderCheckout(GROWTH, dana);
    expect(await screen.findByText('Maya Lopez', {}, SLOW)).toBeDefined();
    expect(screen.getByText('For:')).toBeDefined();
    expect(screen.queryByRole('combobox')).toBeNull();
    // The terms shown to her as to an athlete; nothing is opened before she ticks the box.
    expect(screen.getByRole('region', { name: 'Refunds and cancellations' }).textContent).toMatch(/Mentorship packages are non-refundable once purchased/);
    expect(api.callsTo('POST /api/purchase-mentorship')).toEqual([]);
    await agree();
    await waitFor(() => expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(1));
    expect(api.callsTo('POST /api/purchase-mentorship')[0]?.body).toEqual({
      acceptedTerms: true,
      amount: 560,
      packageType: 'growth',
      totalSessions: 8,
      forAthleteId: 'user-maya',
    });
  });

  it('several: a choice, ?for= preselects one, and choosing another opens a session for her', async () => {
    const api = fakeApi({ 'GET /api/family': family(maya, zoe), 'POST /api/purchase-mentorship': intentReply(560) });
    renderCheckout(`${GROWTH}&for=user-zoe`, dana);
    const choice = await screen.findByRole('combobox', { name: /Who is this for\?/ }, SLOW);
    expect((choice as HTMLSelectElement).value).toBe('user-zoe');
    expect(
      within(choice)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Maya Lopez', 'Zoe Lopez']);
    await agree();
    await waitFor(() => expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(1));
    expect(api.callsTo('POST /api/purchase-mentorship')[0]?.body).toMatchObject({ forAthleteId: 'user-zoe' });

    await screen.findByRole('button', { name: 'Pay $560' }, SLOW);
    fireEvent.change(choice, { target: { value: 'user-maya' } });
    await waitFor(() => expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(2));
    expect(api.callsTo('POST /api/purchase-mentorship')[1]?.body).toMatchObject({ forAthleteId: 'user-maya' });
  });

  it('a ?for= of someone she is not linked to falls back to her athlete', async () => {
    const api = fakeApi({ 'GET /api/family': family(maya), 'POST /api/purchase-course': intentReply(150) });
    renderCheckout('/protected-checkout?type=course&courseType=full_packet&amount=150&for=user-stranger', dana);
    await agree();
    await waitFor(() => expect(api.callsTo('POST /api/purchase-course')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST /api/purchase-course')[0]?.body).toEqual({
      acceptedTerms: true,
      amount: 150,
      courseType: 'full_packet',
      forAthleteId: 'user-maya',
    });
  });

  it('no linked athlete: says to link her first, links /family, and opens no payment', async () => {
    const api = fakeApi({ 'GET /api/family': family() });
    renderCheckout(GROWTH, dana);
    expect(await screen.findByRole('heading', { level: 2, name: 'Link your athlete first' }, SLOW)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Go to your Family page' }).getAttribute('href')).toBe('/family');
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(api.callsTo('POST /api/purchase-mentorship')).toEqual([]);
  });

  it("an athlete's own checkout neither asks for a family nor names anyone", async () => {
    const api = fakeApi({ 'POST /api/purchase-mentorship': intentReply(560) });
    renderCheckout(`${GROWTH}&for=user-zoe`, ava);
    await agree();
    await waitFor(() => expect(api.callsTo('POST /api/purchase-mentorship')).toHaveLength(1), SLOW);
    expect(api.callsTo('POST /api/purchase-mentorship')[0]?.body).toEqual({ acceptedTerms: true, amount: 560, packageType: 'growth', totalSessions: 8 });
    expect(api.callsTo('GET /api/family')).toEqual([]);
  });

  it('paid: her card pays, the record names the athlete, and the success page is told whose it is', async () => {
    const api = fakeApi({
      'GET /api/family': family(maya),
      'POST /api/purchase-mentorship': intentReply(560),
      'POST /local/stripe/confirm': jsonResponse({ status: 'succeeded', paymentIntentId: 'pi_test123' }),
      'POST /api/payment-success': jsonResponse({ success: true, status: 'succeeded' }),
      'GET /api/payment-status/pi_test123': jsonResponse({ status: 'confirming' }),
    });
    const user = userEvent.setup();
    renderCheckout(GROWTH, dana);
    await agree();
    await user.type(await screen.findByLabelText('Card number', {}, SLOW), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '1234');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Pay $560' }));
    await waitFor(() => expect(api.callsTo('POST /api/payment-success')).toHaveLength(1));
    expect(api.callsTo('POST /api/payment-success')[0]?.body).toMatchObject({ customerInfo: { email: 'dana@example.com', athleteName: 'Maya Lopez' } });
    expect(api.callsTo('POST /local/stripe/confirm')[0]?.body).toMatchObject({
      returnUrl: 'http://localhost:3000/payment-success?type=mentorship&package=growth&for=user-maya',
    });
    await waitFor(() => expect(location()).toBe('/payment-success?type=mentorship&package=growth&for=user-maya&payment_intent=pi_test123'), SLOW);
  });
});
