import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/toast/use-toast';
import { SELECTED_HERO_IMAGE_KEY } from '@/lib/hero-image-choice';
import { location, renderDemo, shownToast, shownToastVariant } from '../testing/render-demo';
import ImageOptionsRoute from './image-options';

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

const stored = () => window.localStorage.getItem(SELECTED_HERO_IMAGE_KEY);

describe('/image-options', () => {
  it('offers eight illustrations, each previewed with its alt text, on a marked, unindexed page', () => {
    renderDemo('/image-options', <ImageOptionsRoute />);
    expect(screen.getByRole('note', { name: 'Demo page' })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Image Options']);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(8);
    for (const card of cards) {
      const img = within(card).getByRole('img');
      expect(img.getAttribute('src')).toMatch(/^\/images\/hero\/[a-z]+\.svg$/);
      expect(img.getAttribute('alt')).toMatch(/^Illustration: /);
    }
    expect(screen.queryByRole('button', { name: 'Restore the default illustration' })).toBeNull();
  });

  it('asks first; confirmed, it stores selectedHeroImage and goes home', async () => {
    const { user } = renderDemo('/image-options', <ImageOptionsRoute />);
    await user.click(screen.getByRole('button', { name: 'Use this image: Match Point' }));
    const dialog = await screen.findByRole('dialog', { name: 'Use “Match Point” on the Home page?' });
    expect(stored()).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Use image and go Home' }));
    expect(JSON.parse(stored() ?? 'null')).toEqual({
      image: '/images/hero/tennis.svg',
      alt: 'Illustration: a tennis ball flying over the net of a court',
    });
    expect(location()).toBe('/');
    expect(shownToast()).toBe('Hero Image Updated: Match Point now shows on the Home page in this browser.');
  });

  it('cancelled, it stores nothing and stays', async () => {
    const { user } = renderDemo('/image-options', <ImageOptionsRoute />);
    await user.click(screen.getByRole('button', { name: 'Use this image: Golden Goal' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stored()).toBeNull();
    expect(location()).toBe('/image-options');
  });

  it('marks the image the Home hero shows, and restores the default', async () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/hero/swimming.svg' }));
    const { user } = renderDemo('/image-options', <ImageOptionsRoute />);
    const lane4 = screen.getByRole('article', { name: 'Lane Four' });
    expect(within(lane4).getByText('On Home')).toBeDefined();
    expect(screen.getAllByText('On Home')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Restore the default illustration' }));
    expect(stored()).toBeNull();
    expect(screen.queryByText('On Home')).toBeNull();
    expect(shownToast()).toMatch(/^Default Restored/);
  });

  it('says so when the browser refuses to store the choice, and stays', async () => {
    const { user } = renderDemo('/image-options', <ImageOptionsRoute />);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    await user.click(screen.getByRole('button', { name: 'Use this image: Quick Stick' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Use image and go Home' }));
    expect(shownToast()).toMatch(/^Choice Not Saved: This browser refused to store it/);
    expect(shownToastVariant()).toBe('destructive');
    expect(location()).toBe('/image-options');
  });
});
