import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderApp } from '@/testing/test-utils';

describe('footer', () => {
  it('has the quick links, support links, social links and copyright', async () => {
    mockFetch();
    renderApp('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = (name: string) =>
      within(within(footer).getByRole('navigation', { name }))
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]);

    expect(hrefs('Quick Links')).toEqual([
      ['About Us', '/about'],
      ['Mentorship', '/mentorship'],
      ['Course Packet', '/course'],
      ['Resources', '/resources'],
      ['Contact', '/contact'],
    ]);
    expect(hrefs('Support')).toEqual([
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
      ['FAQ', '/faq'],
    ]);
    const instagram = within(footer).getByRole('link', { name: /instagram/i });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/herway.recruiting');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toContain('noopener');
    expect(
      within(footer)
        .getByRole('link', { name: /linkedin/i })
        .getAttribute('href'),
    ).toBe('https://www.linkedin.com/company/herway-recruiting');
    expect(within(footer).getByText('© 2025 HerWay. All rights reserved.')).toBeDefined();
  });
});
