import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CopyField } from './copy-field';

afterEach(() => {
  vi.restoreAllMocks();
});

const LINK = 'http://localhost:3000/p/abc';

function renderField(layout?: 'stacked' | 'compact') {
  // user-event gives the page a clipboard of its own, which each test then mocks.
  const user = userEvent.setup();
  render(
    <CopyField
      value={LINK}
      label="Link to send"
      buttonText="Copy it"
      copiedNote="On your clipboard."
      refusedNote="Select it and copy it by hand."
      layout={layout}
    />,
  );
  return user;
}

describe('CopyField', () => {
  it('shows the text in a read-only field named by its label', () => {
    renderField();
    const field = screen.getByLabelText('Link to send') as HTMLInputElement;
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('copies the text with a click and announces it', async () => {
    const user = renderField();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(screen.getByRole('button', { name: 'Copy it' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((await screen.findByRole('status')).textContent).toBe('On your clipboard.');
  });

  it('where the clipboard is refused, selects the field and says how to copy it', async () => {
    const user = renderField('compact');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    await user.click(screen.getByRole('button', { name: 'Copy it' }));
    expect(await screen.findByText('Select it and copy it by hand.')).toBeDefined();
    const field = screen.getByLabelText('Link to send') as HTMLInputElement;
    expect(document.activeElement).toBe(field);
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
  });

  it('keeps the label for screen readers only in the compact layout', () => {
    renderField('compact');
    expect(screen.getByText('Link to send').className).toBe('sr-only');
  });
});
