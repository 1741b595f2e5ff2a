import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Discount } from '@herway/shared/contracts/payments';
import { dismissToast, useToasts } from '@/components/ui/toast/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { jsonResponse } from '@/testing/test-utils';
import { fakeApi } from '@/testing/fake-api';
import { DiscountEntry } from './discount-entry';

const athlete20: Discount = {
  code: 'ATHLETE20',
  type: 'percentage',
  description: '20% off your purchase',
  originalAmount: 560,
  discountAmount: 112,
  finalAmount: 448,
};

function Harness() {
  const [applied, setApplied] = useState<Discount | null>(null);
  const toasts = useToasts().filter((t) => t.open);
  return (
    <>
      <DiscountEntry amount={560} applied={applied} onApply={setApplied} onRemove={() => setApplied(null)} />
      <output data-testid="applied">{applied?.code ?? 'none'}</output>
      <output data-testid="toast">{toasts.map((t) => `${String(t.title)}: ${String(t.description ?? '')}`).join('|')}</output>
    </>
  );
}

function renderEntry() {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness />
    </QueryClientProvider>,
  );
  return { user, input: () => screen.getByLabelText(/Discount code/), apply: () => screen.getByRole('button', { name: 'Apply' }) };
}

const toast = () => screen.getByTestId('toast').textContent;

afterEach(() => dismissToast());

describe('DiscountEntry', () => {
  it('upper-cases as typed and keeps Apply disabled while empty', async () => {
    fakeApi({});
    const { user, input, apply } = renderEntry();
    expect(apply()).toHaveProperty('disabled', true);
    await user.type(input(), 'athlete20');
    expect(input()).toHaveProperty('value', 'ATHLETE20');
    expect(apply()).toHaveProperty('disabled', false);
  });

  it("says 'Please enter a discount code' for a blank code, without asking the server", async () => {
    const api = fakeApi({});
    const { user, input, apply } = renderEntry();
    await user.type(input(), '   ');
    await user.click(apply());
    expect(screen.getByRole('alert').textContent).toBe('Please enter a discount code');
    expect(input().getAttribute('aria-invalid')).toBe('true');
    expect(input().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(api.calls).toHaveLength(0);
  });

  it('applies with Enter: the server validates the trimmed code on the amount, then the applied state and its toast', async () => {
    let release: () => void = () => undefined;
    const api = fakeApi({
      'POST /api/validate-discount': () => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ valid: true, discount: athlete20 })))),
    });
    const { user, input } = renderEntry();
    await user.type(input(), ' athlete20 {Enter}');
    // Checking: the button says so and is disabled.
    const checking = await screen.findByRole('button', { name: 'Checking...' });
    expect(checking).toHaveProperty('disabled', true);
    expect(api.calls[0]).toEqual({ method: 'POST', url: '/api/validate-discount', body: { discountCode: 'ATHLETE20', amount: 560 } });
    release();

    const remove = await screen.findByRole('button', { name: 'Remove discount code ATHLETE20' });
    expect(screen.getByText(/applied: 20% off your purchase/)).toBeDefined();
    expect(screen.getByTestId('applied').textContent).toBe('ATHLETE20');
    expect(toast()).toBe('Discount Applied!: 20% off your purchase');
    expect(screen.queryByLabelText(/Discount code/)).toBeNull();

    await user.click(remove);
    expect(screen.getByTestId('applied').textContent).toBe('none');
    expect(toast()).toBe('Discount Removed: ');
    expect(screen.getByLabelText(/Discount code/)).toBeDefined();
  });

  it("shows the server's reason inline for a refused code, and the 'Invalid Discount Code' toast", async () => {
    fakeApi({ 'POST /api/validate-discount': jsonResponse({ valid: false, message: 'This discount code has expired' }, 400) });
    const { user, input, apply } = renderEntry();
    await user.type(input(), 'OLD10');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('This discount code has expired');
    expect(toast()).toBe('Invalid Discount Code: Please check your code and try again.');
    expect(screen.getByTestId('applied').textContent).toBe('none');
  });

  it("falls back to 'Invalid discount code' when the server gives no reason", async () => {
    fakeApi({ 'POST /api/validate-discount': new Response('', { status: 404 }) });
    const { user, input, apply } = renderEntry();
    await user.type(input(), 'NOPE');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid discount code');
  });

  it('does not call a server failure an invalid code', async () => {
    fakeApi({ 'POST /api/validate-discount': jsonResponse({ message: 'Internal error' }, 500) });
    const { user, input, apply } = renderEntry();
    await user.type(input(), 'WELCOME10');
    await user.click(apply());
    expect((await screen.findByRole('alert')).textContent).toBe('We could not check this code right now. Please try again.');
    expect(toast()).toMatch(/^Discount Unavailable/);
  });
});
