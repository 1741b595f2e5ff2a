import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HERO_HEADING } from '@/components/hero/hero-copy';
import { DEFAULT_HERO_IMAGE, SELECTED_HERO_IMAGE_KEY } from '@/lib/hero-image-choice';
import { HomeHero, HERO_ZOOM_DELAY_MS } from './home-hero';

function renderHero() {
  return render(
    <MemoryRouter>
      <HomeHero />
    </MemoryRouter>,
  );
}

const heroImage = (container: HTMLElement) => container.querySelector<HTMLImageElement>('section img');

afterEach(() => {
  vi.useRealTimers();
});

describe('home hero', () => {
  it('shows the heading, subtitle and the free consultation button', () => {
    renderHero();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(HERO_HEADING);
    expect(HERO_HEADING).toBe('Her Process, Her Future, HerWay');
    expect(screen.getByText('For female athletes, by female athletes')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Book Free Consultation' }).getAttribute('href')).toBe('/contact');
  });

  it('shows the default illustration with its size set, so nothing shifts', () => {
    const { container } = renderHero();
    const img = heroImage(container)!;
    expect(img.getAttribute('src')).toBe(DEFAULT_HERO_IMAGE);
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('640');
    expect(img.getAttribute('alt')).toBe('');
  });

  it('zooms in 300 ms after the image has loaded', () => {
    vi.useFakeTimers();
    const { container } = renderHero();
    const img = heroImage(container)!;
    expect(img.dataset.zoomed).toBe('false');
    expect(img.style.transform).toBe('scale(1)');

    fireEvent.load(img);
    act(() => vi.advanceTimersByTime(HERO_ZOOM_DELAY_MS - 1));
    expect(img.dataset.zoomed).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(img.dataset.zoomed).toBe('true');
    expect(img.style.transform).toBe('scale(1.08)');
  });

  it('does not zoom for visitors who prefer reduced motion', () => {
    vi.useFakeTimers();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), media: query }));
    const { container } = renderHero();
    const img = heroImage(container)!;
    fireEvent.load(img);
    act(() => vi.advanceTimersByTime(5000));
    expect(img.dataset.zoomed).toBe('false');
  });

  it('uses the image stored under selectedHeroImage', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/team.jpg', name: 'Maya Reynolds' }));
    const { container } = renderHero();
    const img = heroImage(container)!;
    expect(img.getAttribute('src')).toBe('/images/team.jpg');
    expect(img.getAttribute('alt')).toBe('Maya Reynolds');
  });

  it('ignores a broken stored value', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, '{"image":');
    const { container } = renderHero();
    expect(heroImage(container)!.getAttribute('src')).toBe(DEFAULT_HERO_IMAGE);
  });

  it('shows the person’s initials on grey instead of a broken image', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/missing.jpg', name: 'Jordan Ellis' }));
    const { container } = renderHero();
    fireEvent.error(heroImage(container)!);

    expect(heroImage(container)).toBeNull();
    const fallback = container.querySelector('[data-fallback="initials"]')!;
    expect(fallback.textContent).toBe('JE');
    expect(fallback.className).toContain('bg-gray-200');
    expect(screen.getByRole('img', { name: 'Jordan Ellis' })).toBe(fallback);
  });

  it('falls back to the brand’s initials when the stored choice names no one', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/missing.jpg' }));
    const { container } = renderHero();
    fireEvent.error(heroImage(container)!);
    expect(container.querySelector('[data-fallback="initials"]')!.textContent).toBe('HW');
  });
});
