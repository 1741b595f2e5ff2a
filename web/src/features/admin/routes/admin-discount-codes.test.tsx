import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDiscountCode } from '@herway/shared/contracts/admin-money';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import AdminDiscountCodesPage from '@/features/admin/routes/admin-discount-codes';

const aCode = (overrides: Partial<AdminDiscountCode> = {}): AdminDiscountCode => ({
  code: 'SPRING25',
  type: 'fixed',
  value: 25,
  description: '$25 off your purchase',
  active: true,
  expiresAt: null,
  maxRedemptions: 10,
  products: ['growth', 'elite'],
  redemptions: 3,
  openReservations: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

const codesApi = (codes: AdminDiscountCode[], more: Record<string, (url: string, init: RequestInit) => Response> = {}) =>
  adminApi({
    '/api/admin/discount-codes': (_url, init) =>
      init.method === 'POST' ? jsonResponse({ discountCode: aCode({ code: 'NEW10' }) }, 201) : jsonResponse({ discountCodes: codes }),
    ...more,
  });

describe('the discount codes page', () => {
  it('lists each code as a card with what it takes off, its uses, products and state', async () => {
    mockFetch(
      codesApi([
        aCode(),
        aCode({
          code: 'OLD10',
          type: 'percentage',
          value: 10,
          description: '10% off your purchase',
          active: false,
          maxRedemptions: null,
          products: null,
          openReservations: 0,
        }),
      ]),
    );
    renderRoute(<AdminDiscountCodesPage />, '/admin/discount-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Discount Codes' })).toBeDefined();
    const spring = within(await screen.findByRole('listitem', { name: 'Discount code SPRING25' }));
    expect(spring.getByText('$25 off')).toBeDefined();
    expect(spring.getByText('3 of 10 used · 1 held by a payment in progress')).toBeDefined();
    expect(spring.getByText('Growth, Elite')).toBeDefined();
    expect(spring.getByText('Active')).toBeDefined();
    const old = within(screen.getByRole('listitem', { name: 'Discount code OLD10' }));
    expect(old.getByText('Switched off')).toBeDefined();
    expect(old.getByText('3 used (no limit)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Discount codes' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows every problem of a new code at once, in words, and sends nothing until they are fixed', async () => {
    const fetchMock = mockFetch(codesApi([]));
    const { user } = renderRoute(<AdminDiscountCodesPage />, '/admin/discount-codes');
    const form = within(await screen.findByRole('form', { name: 'New discount code' }));
    await user.type(form.getByLabelText('Code'), 'a b');
    await user.type(form.getByLabelText('Percent off (1-100)'), '150');
    await user.type(form.getByLabelText(/How many orders may use it/), '0');
    await user.click(form.getByRole('checkbox', { name: 'All products' }));
    await user.click(form.getByRole('button', { name: 'Create code' }));
    const alert = within(form.getByRole('alert'));
    expect(alert.getByText('Please fix these 4 things:')).toBeDefined();
    for (const message of [
      'A code is 3 to 32 letters, digits, dashes or underscores, without spaces',
      'A percentage can be at most 100',
      'The limit must be at least 1 use',
      'Choose at least one product, or all products',
    ]) {
      expect(alert.getByText(message)).toBeDefined();
    }
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    await user.clear(form.getByLabelText('Code'));
    await user.type(form.getByLabelText('Code'), 'new10');
    await user.clear(form.getByLabelText('Percent off (1-100)'));
    await user.type(form.getByLabelText('Percent off (1-100)'), '10');
    await user.clear(form.getByLabelText(/How many orders may use it/));
    await user.click(form.getByRole('checkbox', { name: 'Elite' }));
    await user.click(form.getByRole('button', { name: 'Create code' }));
    expect(await screen.findByText('NEW10 works at the checkout now.')).toBeDefined();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({ code: 'new10', type: 'percentage', value: 10, products: ['elite'] });
  });

  it("shows the server's refusal (a code that exists) and switches a code off", async () => {
    const fetchMock = mockFetch(
      codesApi([aCode()], {
        '/api/admin/discount-codes': (_url, init) =>
          init.method === 'POST'
            ? jsonResponse(
                { message: 'A code SPRING25 already exists (codes are the same in capitals and small letters). Choose another code, or edit that one.' },
                409,
              )
            : jsonResponse({ discountCodes: [aCode()] }),
        '/api/admin/discount-codes/SPRING25': () => jsonResponse({ discountCode: aCode({ active: false }) }),
      }),
    );
    const { user } = renderRoute(<AdminDiscountCodesPage />, '/admin/discount-codes');
    const form = within(await screen.findByRole('form', { name: 'New discount code' }));
    await user.type(form.getByLabelText('Code'), 'spring25');
    await user.type(form.getByLabelText('Percent off (1-100)'), '5');
    await user.click(form.getByRole('button', { name: 'Create code' }));
    expect(await form.findByText(/A code SPRING25 already exists/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Switch off SPRING25' }));
    expect(await screen.findByText('Code switched off')).toBeDefined();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect([patch?.[0], JSON.parse(String(patch?.[1]?.body))]).toEqual(['/api/admin/discount-codes/SPRING25', { active: false }]);
  });

  it('edits a code, sending only what changed', async () => {
    const fetchMock = mockFetch(codesApi([aCode()], { '/api/admin/discount-codes/SPRING25': () => jsonResponse({ discountCode: aCode({ value: 30 }) }) }));
    const { user } = renderRoute(<AdminDiscountCodesPage />, '/admin/discount-codes');
    await user.click(await screen.findByRole('button', { name: 'Edit SPRING25' }));
    const form = within(screen.getByRole('form', { name: 'Edit SPRING25' }));
    await user.clear(form.getByLabelText('Dollars off (whole dollars)'));
    await user.type(form.getByLabelText('Dollars off (whole dollars)'), '30');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Code saved')).toBeDefined();
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ value: 30 });
  });

  it("is 'Access Denied' to anyone but an admin", async () => {
    mockFetch(adminApi({ '/api/admin/status': () => jsonResponse({ isAdmin: false }) }));
    renderRoute(<AdminDiscountCodesPage />, '/admin/discount-codes');
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' })).toBeDefined();
  });
});
