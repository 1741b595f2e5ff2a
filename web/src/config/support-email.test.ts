import { SUPPORT_EMAIL_META } from '@herway/shared/support-email';
import { afterEach, describe, expect, it } from 'vitest';
import { supportEmail } from './support-email';

afterEach(() => document.head.replaceChildren());

describe('supportEmail', () => {
  it('is the address the page carries', () => {
    document.head.innerHTML = `<meta name="${SUPPORT_EMAIL_META}" content="support@herway.com">`;
    expect(supportEmail()).toBe('support@herway.com');
  });

  it('is the build’s address on a page without one', () => {
    expect(supportEmail()).toBe(import.meta.env.VITE_SUPPORT_EMAIL);
    expect(supportEmail()).toMatch(/^support@/);
  });
});
