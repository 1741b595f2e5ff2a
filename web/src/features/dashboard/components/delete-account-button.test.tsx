import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderRoute } from '@/testing/test-utils';
import { DeleteAccountButton } from './delete-account-button';

describe('DeleteAccountButton', () => {
  it('opens the password dialog it loads on demand, and gives focus back to the button when it closes', async () => {
    mockFetch();
    const { user } = renderRoute(<DeleteAccountButton />, '/dashboard');
    const button = screen.getByRole('button', { name: 'Delete my account' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(button);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete your account?' }));
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(dialog.getByLabelText('Password')).toBeDefined();

    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);

    // Opened again, it is the same form, emptied.
    await user.click(button);
    expect(within(await screen.findByRole('dialog')).getByLabelText<HTMLInputElement>('Password').value).toBe('');
  });
});
