import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type * as Packages from '@herway/shared/catalog/packages';
import { jsonResponse, mockFetch, renderRoute } from '@/testing/test-utils';
import MentorshipPage from '@/features/marketing/routes/mentorship';

// A card whose description no longer states a session count and a total above 0.
vi.mock('@herway/shared/catalog/packages', async (importOriginal) => {
  const actual = await importOriginal<typeof Packages>();
  return {
    ...actual,
    getPackage: (key: Packages.PackageKey) =>
      key === 'starter' ? { ...actual.getPackage(key), description: '0 sessions • $0 total' } : actual.getPackage(key),
  };
});

describe('purchase button guard', () => {
  it('does not send a package to checkout unless its sessions and total are both above 0', async () => {
    mockFetch((url) =>
      url === '/api/auth/user'
        ? jsonResponse({ id: 'u1', email: 'ava@example.com', isAdmin: false, createdAt: '2025-08-22T10:00:00.000Z' })
        : jsonResponse({}, 404),
    );
    const { user } = renderRoute(<MentorshipPage />, '/mentorship');
    await screen.findByRole('heading', { level: 1, name: 'Mentorship Program' });
    const card = document.querySelector<HTMLElement>('article[data-package="starter"]')!;

    await user.click(within(card).getByRole('button', { name: 'Choose Starter' }));

    expect(await screen.findByText('Package unavailable')).toBeDefined();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/mentorship'));
  });
});
