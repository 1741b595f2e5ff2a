import { MemoryRouter } from 'react-router';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { aContact, aPayment, aUser } from '../testing/fixtures';
import { ContactsTable } from './contacts-table';
import { PaymentsTable } from './payments-table';
import { UsersTable } from './users-table';

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('ContactsTable', () => {
  it("shows name, e-mail, sport or 'Not specified', interest, message and date", () => {
    render(<ContactsTable contacts={[aContact(), aContact({ id: 'c-2', sport: null, message: 'Short one.' })]} />);
    const [, first, second] = screen.getAllByRole('row');
    expect(cells(first!)).toEqual([
      'Ava Lopez',
      'ava.parent@example.com',
      'Soccer',
      'Free Consultation',
      'Hi! My daughter is a junior and wants to play in college. Where should we start?',
      'Aug 22, 2025',
      'New',
      'Edit lead',
    ]);
    expect(cells(second!)[2]).toBe('Not specified');
    expect(screen.getByRole('region', { name: 'Contacts table' }).getAttribute('tabindex')).toBe('0');
  });

  it('cuts a long message, with the full text on hover and behind Show more', async () => {
    const long = `${'I would love to hear about your mentorship program for soccer players. '.repeat(4)}Thank you!`;
    render(<ContactsTable contacts={[aContact({ message: long })]} />);
    const toggle = screen.getByRole('button', { name: 'Show more' });
    const preview = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(preview.textContent!.endsWith('…')).toBe(true);
    expect(preview.textContent!.length).toBeLessThan(long.length);
    expect(preview.getAttribute('title')).toBe(long);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.setup().click(toggle);
    expect(preview.textContent).toBe(long);
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });
});

describe('the tables on a phone (cards below 640 px)', () => {
  const labels = (row: HTMLElement) =>
    within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'));

  it('labels every cell with its column, so a row reads as a card, and lets e-mails wrap between words, not per character', () => {
    render(
      <MemoryRouter>
        <ContactsTable contacts={[aContact()]} />
        <UsersTable users={[aUser()]} />
        <PaymentsTable payments={[aPayment()]} />
      </MemoryRouter>,
    );
    const [contact, user, payment] = ['Contacts table', 'User accounts table', 'Payments table'].map(
      (name) => within(screen.getByRole('region', { name })).getAllByRole('row')[1]!,
    );
    expect(labels(contact!)).toEqual(['Name', 'Email', 'Sport', 'Interest', 'Message', 'Date', 'Status', null]);
    expect(labels(user!)).toEqual(['Name', 'Email', 'Registered', 'Account', 'Stripe Customer']);
    expect(labels(payment!)).toEqual(['Customer', 'Email', 'Amount', 'Product', 'Status', 'Date', null]);
    for (const table of screen.getAllByRole('table')) {
      expect(table.className).toContain('max-sm:block');
      expect(table.className).not.toMatch(/(^| )min-w-/);
    }
    expect(document.body.innerHTML).not.toContain('break-all');
  });
});

describe('UsersTable', () => {
  it("says 'No user accounts found' when there are none", () => {
    render(<UsersTable users={[]} />);
    expect(screen.getByText('No user accounts found')).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says whose account each is (Athlete, Parent or guardian, Admin) and whether a Stripe customer is connected', () => {
    render(
      <MemoryRouter>
        <UsersTable
          users={[
            aUser(),
            aUser({ id: 'u-3', firstName: 'Rosa', accountType: 'guardian' }),
            aUser({ id: 'u-2', firstName: 'Kim', lastName: 'Lee', isAdmin: true, accountType: null, stripeCustomerId: 'cus_123' }),
          ]}
        />
      </MemoryRouter>,
    );
    // The name opens her athlete page.
    expect(screen.getByRole('link', { name: 'Kim Lee' }).getAttribute('href')).toBe('/admin/athletes/u-2');
    const [, eve, rosa, kim] = screen.getAllByRole('row');
    expect(cells(eve!)).toEqual(['Eve Martin', 'eve@example.com', 'Aug 20, 2025', 'Athlete', 'Not Connected']);
    expect(cells(rosa!)).toEqual(['Rosa Martin', 'eve@example.com', 'Aug 20, 2025', 'Parent or guardian', 'Not Connected']);
    expect(cells(kim!)).toEqual(['Kim Lee', 'eve@example.com', 'Aug 20, 2025', 'Admin', 'Connected']);
  });
});

describe("UsersTable: another admin's account", () => {
  const kim = aUser({ id: 'u-2', firstName: 'Kim', lastName: 'Lee', email: 'kim@herway.com', isAdmin: true, accountType: null });
  /** The form behind one action's summary line. */
  const actionForm = (summary: string) => screen.getByText(summary, { selector: 'summary' }).closest('details') as HTMLElement;

  it("offers a reset of her authenticator and the removal of her access under another admin's role only, never her own or an athlete's", () => {
    renderRoute(<UsersTable users={[aUser(), kim, aUser({ id: 'me', isAdmin: true, accountType: null })]} currentUserId="me" />, '/admin');
    expect(screen.getAllByText('Remove admin access', { selector: 'summary' })).toHaveLength(1);
    expect(screen.getAllByText('Reset authenticator', { selector: 'summary' })).toHaveLength(1);
    const [, , kimRow] = screen.getAllByRole('row');
    expect(within(kimRow!).getByText('Remove admin access', { selector: 'summary' })).toBeDefined();
    expect(within(kimRow!).getByText('Reset authenticator', { selector: 'summary' })).toBeDefined();
  });

  it('sends the reason, says so, and shows a refusal in words', async () => {
    const calls: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return calls.length === 1
        ? jsonResponse({ message: 'Admin access removed for kim@herway.com.' })
        : jsonResponse({ message: 'This account is not an admin (any more). Reload the Users list.' }, 409);
    });
    const { user } = renderRoute(<UsersTable users={[kim]} currentUserId="me" />, '/admin');
    await user.click(screen.getByText('Remove admin access', { selector: 'summary' }));
    const removal = actionForm('Remove admin access');
    await user.type(within(removal).getByLabelText('Reason (for the audit log)'), 'Left the team');
    await user.click(within(removal).getByRole('button', { name: 'Remove admin access' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Admin access removed for kim@herway.com.');
    expect(calls[0]).toEqual({ url: '/api/admin/admins/u-2/remove', body: { reason: 'Left the team' } });

    await user.type(within(removal).getByLabelText('Reason (for the audit log)'), 'Again');
    await user.click(within(removal).getByRole('button', { name: 'Remove admin access' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This account is not an admin (any more). Reload the Users list.');
  });

  it('resets her authenticator with the reason', async () => {
    const calls: { url: string; body: unknown }[] = [];
    mockFetch((url, init) => {
      calls.push({ url, body: JSON.parse(String(init.body)) });
      return jsonResponse({ message: 'Authenticator reset for kim@herway.com: she sets up a new one at her next sign-in.' });
    });
    const { user } = renderRoute(<UsersTable users={[kim]} currentUserId="me" />, '/admin');
    await user.click(screen.getByText('Reset authenticator', { selector: 'summary' }));
    const reset = actionForm('Reset authenticator');
    await user.type(within(reset).getByLabelText('Reason (for the audit log)'), 'Lost her phone');
    await user.click(within(reset).getByRole('button', { name: 'Reset authenticator' }));
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      'Authenticator reset for kim@herway.com: she sets up a new one at her next sign-in.',
    );
    expect(calls).toEqual([{ url: '/api/admin/admins/u-2/reset-authenticator', body: { reason: 'Lost her phone' } }]);
  });
});

describe('PaymentsTable', () => {
  it("shows customer or 'Unknown', amount with the currency upper-case, and product or 'Course Packet'", () => {
    render(<PaymentsTable payments={[aPayment(), aPayment({ id: 'p-2', customerName: null, productType: null, amount: '150.00' })]} />);
    const [, named, unnamed] = screen.getAllByRole('row');
    expect(cells(named!)).toEqual(['Eve Martin', 'eve@example.com', '$400.00 USD', 'STARTER Mentorship Package', 'succeeded', 'Aug 21, 2025', 'Refund']);
    expect(cells(unnamed!).slice(0, 4)).toEqual(['Unknown', 'eve@example.com', '$150.00 USD', 'Course Packet']);
  });

  it("marks a demo page's test payment, and only it", () => {
    render(<PaymentsTable payments={[aPayment(), aPayment({ id: 'p-2', isTest: true, productType: 'custom' })]} />);
    const [, real, test] = screen.getAllByRole('row');
    expect(real!.textContent).not.toContain('Test');
    expect(test!.querySelector('[title]')?.textContent).toBe('Test');
    expect(test!.querySelector('[title]')?.getAttribute('title')).toMatch(/not counted as revenue/);
  });

  it("shows 'succeeded' green and anything else red, always with the status written out and an icon", () => {
    render(<PaymentsTable payments={[aPayment(), aPayment({ id: 'p-2', status: 'failed' }), aPayment({ id: 'p-3', status: 'refunded' })]} />);
    const badge = (status: string) => screen.getByText(status, { selector: 'span' });
    expect(badge('succeeded').dataset).toMatchObject({ tone: 'success', variant: 'success' });
    expect(badge('succeeded').className).toContain('emerald');
    for (const status of ['failed', 'refunded']) {
      expect(badge(status).dataset).toMatchObject({ tone: 'failure', variant: 'destructive' });
      expect(badge(status).className).toContain('danger');
      expect(badge(status).querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    }
  });
});
