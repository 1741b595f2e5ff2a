import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aPackage } from '@/testing/fixtures';
import { PackageCard } from './package-card';
import { SessionStatusBadge } from './session-status-badge';

function renderCard(pkg: Parameters<typeof PackageCard>[0]['pkg'], now = new Date('2027-04-20T12:00:00Z')) {
  render(
    <MemoryRouter>
      <PackageCard pkg={pkg} now={now} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article'));
}

describe('PackageCard', () => {
  it('shows the label, status, sessions used of the total, the percent and a booking link', () => {
    const card = renderCard(aPackage({ sessionsUsed: 1, sessionsRemaining: 7, sessionsBooked: 2 }));
    expect(card.getByRole('heading', { name: 'Growth Package' })).toBeDefined();
    expect(card.getByText('Active')).toBeDefined();
    expect(card.getByText('1 of 8 sessions used')).toBeDefined();
    expect(card.getByText('13%')).toBeDefined();
    expect(card.getByText('5 left to book · 2 booked · 1 used')).toBeDefined();
    expect(card.getByText('7 of 8 sessions left')).toBeDefined();
    expect(card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('13');
    expect(card.getByRole('link', { name: 'Book a Session' }).getAttribute('href')).toBe('/sessions');
  });

  it("reads 'Standard' without a package type, with a total of 1 when missing", () => {
    const card = renderCard({ ...aPackage({ sessionsUsed: 0, sessionsRemaining: 1 }), packageType: undefined, totalSessions: undefined });
    expect(card.getByRole('heading', { name: 'Standard Package' })).toBeDefined();
    expect(card.getByText('0 of 1 sessions used')).toBeDefined();
    expect(card.getByText('0%')).toBeDefined();
  });

  it("shows 'Package Inactive' and no booking for an inactive package", () => {
    const card = renderCard(aPackage({ status: 'inactive', sessionsRemaining: 5, sessionsUsed: 3 }));
    expect(card.getByText('Package Inactive')).toBeDefined();
    expect(card.getByText('Inactive')).toBeDefined();
    expect(card.queryByRole('link', { name: 'Book a Session' })).toBeNull();
  });

  it("shows 'No Sessions Remaining' for an active package with none left", () => {
    const card = renderCard(aPackage({ sessionsUsed: 8, sessionsRemaining: 0 }));
    expect(card.getByText('No Sessions Remaining')).toBeDefined();
    expect(card.getByText('100%')).toBeDefined();
    expect(card.queryByRole('link', { name: 'Book a Session' })).toBeNull();
    expect(card.queryByText('Package Inactive')).toBeNull();
  });

  it('reads as a ledger: the sessions left of the total and the expiry', () => {
    const card = renderCard(aPackage({ sessionsUsed: 2, sessionsRemaining: 3, totalSessions: 5, expiresAt: '2027-05-01T00:00:00.000Z' }));
    expect(card.getByText('3 of 5 sessions left · expires May 1, 2027')).toBeDefined();
    expect(card.getByRole('link', { name: 'Book a Session' })).toBeDefined();
  });

  it('past its expiry, says what became of the unused sessions and offers no booking', () => {
    const card = renderCard(aPackage({ sessionsUsed: 3, sessionsRemaining: 2, totalSessions: 5, expiresAt: '2027-04-01T00:00:00.000Z' }));
    expect(card.getByText('Expired on Apr 1, 2027 with 2 sessions unused. Write to us if you need more time.')).toBeDefined();
    expect(card.getByText('Package Expired')).toBeDefined();
    expect(card.queryByRole('link', { name: 'Book a Session' })).toBeNull();
  });
});

describe('SessionStatusBadge', () => {
  it.each([
    ['completed', 'Completed', 'default'],
    ['scheduled', 'Scheduled', 'secondary'],
    ['cancelled', 'Cancelled', 'destructive'],
    ['rescheduled', 'Rescheduled', 'outline'],
  ])('shows %s as %s with the %s variant', (status, label, variant) => {
    render(<SessionStatusBadge status={status} />);
    expect(screen.getByText(label).getAttribute('data-variant')).toBe(variant);
  });

  it("shows 'All Sessions Booked' and no booking when every remaining session is booked (4 left, 4 booked)", () => {
    const card = renderCard(aPackage({ sessionsUsed: 4, sessionsRemaining: 4, sessionsBooked: 4 }));
    expect(card.getByText('All Sessions Booked')).toBeDefined();
    expect(card.getByText('0 left to book · 4 booked · 4 used')).toBeDefined();
    expect(card.queryByRole('link', { name: 'Book a Session' })).toBeNull();
  });
});
