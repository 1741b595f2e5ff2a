import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AthleteReply } from '@herway/shared/contracts/admin-athletes';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import { adminApi } from '../testing/admin-api';
import { anAthletePage } from '../testing/fixtures';
import AdminAthletePage from '@/features/admin/routes/admin-athlete';

const page = anAthletePage;

async function openPage(reply: AthleteReply) {
  mockFetch(adminApi({ [`/api/admin/athletes/${reply.profile.id}`]: () => jsonResponse(reply) }));
  renderRoute(<AdminAthletePage />, `/admin/athletes/${reply.profile.id}`, 'admin/athletes/:id');
  return within(await screen.findByRole('region', { name: 'Profile' }));
}

describe('the family on the admin athlete page', () => {
  it('lists her parents or guardians with e-mail and since when, each name opening her page', async () => {
    const profile = await openPage(
      page({
        family: [
          { id: 'g-1', accountType: 'guardian', firstName: 'Rosa', lastName: 'Lee', email: 'rosa@example.com', since: '2026-01-05T10:00:00.000Z' },
          { id: 'g 2', accountType: 'guardian', firstName: null, lastName: null, email: 'sam@example.com', since: '2026-02-05T10:00:00.000Z' },
        ],
      }),
    );
    expect(profile.getByText('Athlete')).toBeDefined();
    const section = within(screen.getByRole('region', { name: 'Parents and guardians' }));
    const [rosa, sam] = section.getAllByRole('listitem');
    expect(within(rosa!).getByRole('link', { name: 'Rosa Lee' }).getAttribute('href')).toBe('/admin/athletes/g-1');
    expect(rosa!.textContent).toContain('rosa@example.com');
    expect(rosa!.textContent).toContain('Linked since Jan 5, 2026');
    // No name: her address stands in, and the id is escaped in the link.
    expect(within(sam!).getByRole('link', { name: 'sam@example.com' }).getAttribute('href')).toBe('/admin/athletes/g%202');
  });

  it('says when no parent or guardian is linked', async () => {
    await openPage(page());
    expect(within(screen.getByRole('region', { name: 'Parents and guardians' })).getByText('No parent or guardian linked.')).toBeDefined();
  });

  it('shows a guardian’s linked athletes under her kind of account', async () => {
    const profile = await openPage(
      page({
        profile: {
          id: 'g-1',
          email: 'rosa@example.com',
          firstName: 'Rosa',
          lastName: 'Lee',
          isAdmin: false,
          accountType: 'guardian',
          createdAt: '2025-12-01T11:00:00.000Z',
        },
        family: [{ id: 'ath-1', accountType: 'athlete', firstName: 'Nia', lastName: 'Lee', email: 'nia@example.com', since: '2026-01-05T10:00:00.000Z' }],
      }),
    );
    expect(profile.getByText('Parent or guardian')).toBeDefined();
    expect(
      within(screen.getByRole('region', { name: 'Linked athletes' }))
        .getByRole('link', { name: 'Nia Lee' })
        .getAttribute('href'),
    ).toBe('/admin/athletes/ath-1');
  });

  it('shows no family section for an admin’s account', async () => {
    const profile = await openPage(
      page({
        profile: {
          id: 'adm-1',
          email: 'kim@herway.com',
          firstName: 'Kim',
          lastName: null,
          isAdmin: true,
          accountType: null,
          createdAt: '2025-12-01T11:00:00.000Z',
        },
      }),
    );
    expect(profile.getByText('Admin')).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Parents and guardians' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Linked athletes' })).toBeNull();
  });
});
