import { describe, expect, it } from 'vitest';
import {
  clearHeroImageChoice,
  DEFAULT_HERO_IMAGE,
  defaultHeroImage,
  initialsOf,
  parseSelectedHeroImage,
  readHeroImageChoice,
  SELECTED_HERO_IMAGE_KEY,
  storeHeroImageChoice,
} from './hero-image-choice';

describe('parseSelectedHeroImage', () => {
  it('reads the image field of the stored JSON', () => {
    expect(parseSelectedHeroImage('{"image":"/images/team.jpg"}')).toEqual({
      image: '/images/team.jpg',
      alt: '',
      initials: 'HW',
    });
    expect(parseSelectedHeroImage(JSON.stringify({ image: 'https://cdn.example.com/a.webp', id: 3 }))?.image).toBe('https://cdn.example.com/a.webp');
  });

  it('takes the pictured person’s name for the initials and alt text, and an explicit alt first', () => {
    expect(parseSelectedHeroImage('{"image":"/a.jpg","name":"Maya Reynolds"}')).toEqual({
      image: '/a.jpg',
      alt: 'Maya Reynolds',
      initials: 'MR',
    });
    expect(parseSelectedHeroImage('{"image":"/a.jpg","name":"Maya Reynolds","alt":"Maya on the pitch"}')?.alt).toBe('Maya on the pitch');
  });

  it.each([
    ['nothing stored', null],
    ['an empty string', ''],
    ['bad JSON', '{image: /a.jpg'],
    ['a bare string', '"/images/a.jpg"'],
    ['an array', '["/images/a.jpg"]'],
    ['null', 'null'],
    ['no image field', '{"url":"/images/a.jpg"}'],
    ['an empty image', '{"image":"   "}'],
    ['a non-string image', '{"image":42}'],
    ['a script URL', '{"image":"javascript:alert(1)"}'],
    ['a non-image data URL', '{"image":"data:text/html,<b>hi</b>"}'],
  ])('ignores %s', (_case, raw) => {
    expect(parseSelectedHeroImage(raw)).toBeNull();
  });

  it('accepts an inline image', () => {
    expect(parseSelectedHeroImage('{"image":"data:image/png;base64,iVBOR"}')?.image).toBe('data:image/png;base64,iVBOR');
  });
});

describe('readHeroImageChoice', () => {
  it('falls back to the default illustration', () => {
    expect(readHeroImageChoice()).toEqual(defaultHeroImage);
    expect(defaultHeroImage.image).toBe(DEFAULT_HERO_IMAGE);
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, 'not json');
    expect(readHeroImageChoice()).toEqual(defaultHeroImage);
  });

  it('uses a usable stored choice', () => {
    window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify({ image: '/images/custom.jpg' }));
    expect(readHeroImageChoice().image).toBe('/images/custom.jpg');
  });
});

describe('storeHeroImageChoice', () => {
  it('writes JSON the reader takes back, and clearing restores the default', () => {
    storeHeroImageChoice({ image: '/images/hero/soccer.svg', alt: 'A soccer ball arcing toward a goal' });
    expect(JSON.parse(window.localStorage.getItem(SELECTED_HERO_IMAGE_KEY) ?? 'null')).toEqual({
      image: '/images/hero/soccer.svg',
      alt: 'A soccer ball arcing toward a goal',
    });
    expect(readHeroImageChoice()).toEqual({ image: '/images/hero/soccer.svg', alt: 'A soccer ball arcing toward a goal', initials: 'HW' });

    clearHeroImageChoice();
    expect(window.localStorage.getItem(SELECTED_HERO_IMAGE_KEY)).toBeNull();
    expect(readHeroImageChoice()).toEqual(defaultHeroImage);
  });
});

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Maya Reynolds')).toBe('MR');
    expect(initialsOf('  jordan  lee  ellis ')).toBe('JE');
    expect(initialsOf('Cher')).toBe('C');
    expect(initialsOf('')).toBe('');
  });
});
