import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_HEADING } from '@/components/hero/hero-copy';
import { TAGLINE } from '@/config/site';
import { DEFAULT_HERO_IMAGE, SELECTED_HERO_IMAGE_KEY } from '@/lib/hero-image-choice';
import { renderDemo } from '../testing/render-demo';
import HeroOptionsRoute from './hero-options';

const NAMES = ['Split with illustration', 'Centred', 'Full-bleed image with overlay', 'Card over image'];

describe('/hero-options', () => {
  it('previews four layouts with the real heading and tagline, one h1, on a marked, unindexed page', () => {
    renderDemo('/hero-options', <HeroOptionsRoute />);
    expect(screen.getByRole('note', { name: 'Demo page' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Hero Options']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(NAMES);
    for (const name of NAMES) {
      const option = within(screen.getByRole('region', { name }));
      expect(option.getByText(headingParagraph).textContent).toBe(HERO_HEADING);
      expect(option.getByText(TAGLINE)).toBeDefined();
      expect(screen.getByRole('region', { name }).querySelector('img')?.getAttribute('src')).toBe(DEFAULT_HERO_IMAGE);
      // Previews are not interactive: no links or buttons besides the width switch.
      expect(option.queryAllByRole('link')).toEqual([]);
      expect(option.getAllByRole('button').map((b) => b.textContent)).toEqual(['Desktop', 'Phone']);
    }
    expect(within(screen.getByRole('region', { name: 'Split with illustration' })).getByText('On Home today')).toBeDefined();
  });

  it('previews with the image chosen on /image-options, and stores nothing', () => {
    const chosen = JSON.stringify({ image: '/images/hero/track.svg', alt: 'Running lanes' });
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, chosen);
    renderDemo('/hero-options', <HeroOptionsRoute />);
    expect(screen.getAllByRole('img', { name: 'Running lanes' }).map((img) => img.getAttribute('src'))).toEqual(Array(4).fill('/images/hero/track.svg'));
    expect({ ...window.localStorage }).toEqual({ [SELECTED_HERO_IMAGE_KEY]: chosen });
  });

  it('switches a preview to phone width and back', async () => {
    const { user } = renderDemo('/hero-options', <HeroOptionsRoute />);
    const option = within(screen.getByRole('region', { name: 'Centred' }));
    const phone = option.getByRole('button', { name: 'Phone' });
    const frame = () => screen.getByRole('region', { name: 'Centred' }).querySelector('[data-preview-width]');
    expect(frame()?.getAttribute('data-preview-width')).toBe('desktop');
    await user.click(phone);
    expect(phone.getAttribute('aria-pressed')).toBe('true');
    expect(option.getByRole('button', { name: 'Desktop' }).getAttribute('aria-pressed')).toBe('false');
    expect(frame()?.getAttribute('data-preview-width')).toBe('phone');
    expect(frame()?.className).toContain('max-w-[390px]');
    // The other previews keep their width.
    expect(screen.getByRole('region', { name: 'Card over image' }).querySelector('[data-preview-width]')?.getAttribute('data-preview-width')).toBe('desktop');
  });
});

/** The heading text is split by the brand's <span>: match the paragraph holding both parts. */
function headingParagraph(_content: string, element: Element | null): boolean {
  return element?.tagName === 'P' && element.textContent === HERO_HEADING;
}
