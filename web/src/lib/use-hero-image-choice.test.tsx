import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DEFAULT_HERO_IMAGE, SELECTED_HERO_IMAGE_KEY, useHeroImageChoice } from './hero-image-choice';

function Hero() {
  const choice = useHeroImageChoice();
  return <img src={choice.image} alt={choice.alt} />;
}

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('useHeroImageChoice', () => {
  it('renders the stored choice from the first render in the browser', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/team.jpg', alt: 'The team' }));
    render(<Hero />);
    expect(screen.getByRole('img', { name: 'The team' }).getAttribute('src')).toBe('/images/team.jpg');
  });

  it('prerenders the default, then hydrates to the stored choice without a mismatch', async () => {
    const html = renderToString(<Hero />);
    expect(html).toContain(`src="${DEFAULT_HERO_IMAGE}"`);

    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/team.jpg', alt: 'The team' }));
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Hero />, { onRecoverableError });
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/images/team.jpg');
  });
});
