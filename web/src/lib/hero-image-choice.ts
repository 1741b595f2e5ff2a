import { useMemo, useSyncExternalStore } from 'react';

/**
 * The hero image of the home page and its override: the design pages store a choice in
 * localStorage under `selectedHeroImage` as JSON with an `image` field. Anything
 * else there (bad JSON, no usable image) is ignored and the default illustration shows.
 */
export const SELECTED_HERO_IMAGE_KEY = 'selectedHeroImage';

/** The default hero: a light SVG illustration of a path rising to a goal (public/images). */
export const DEFAULT_HERO_IMAGE = '/images/hero-path.svg';
export const HERO_IMAGE_WIDTH = 800;
export const HERO_IMAGE_HEIGHT = 640;

/** Shown on grey when the hero photo fails to load and the choice names no person. */
export const DEFAULT_HERO_INITIALS = 'HW';

export type HeroImageChoice = {
  image: string;
  /** Alternative text; empty for the decorative default. */
  alt: string;
  /** Initials shown on grey if the image fails to load. */
  initials: string;
};

export const defaultHeroImage: HeroImageChoice = {
  image: DEFAULT_HERO_IMAGE,
  alt: '',
  initials: DEFAULT_HERO_INITIALS,
};

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:']);

/** A same-site path or an http(s) URL (or an inline data/blob image); nothing else. */
function isUsableImageUrl(value: string): boolean {
  if (value.startsWith('data:')) return /^data:image\/[a-z0-9.+-]+[;,]/i.test(value);
  try {
    const url = new URL(value, 'https://herway.invalid/');
    return ALLOWED_PROTOCOLS.has(url.protocol) || url.protocol === 'blob:';
  } catch {
    return false;
  }
}

/** 'Maya Reynolds' → 'MR'; 'Cher' → 'C'; at most two letters. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters
    .map((word) => word?.[0] ?? '')
    .join('')
    .toUpperCase();
}

const text = (value: unknown, max: number): string | undefined => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/**
 * Reads a stored choice: `{ "image": "/images/x.jpg" }`, optionally with a `name` (the person
 * pictured, for the initials) and an `alt` text. Returns null for anything unusable.
 */
export function parseSelectedHeroImage(raw: string | null | undefined): HeroImageChoice | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const image = text(record.image, 4096);
  if (!image || !isUsableImageUrl(image)) return null;
  const name = text(record.name, 100);
  const initials = (name && initialsOf(name)) || DEFAULT_HERO_INITIALS;
  return { image, alt: text(record.alt, 200) ?? name ?? '', initials };
}

/** The raw stored choice, or null (nothing stored, or storage disabled). */
function storedHeroImage(): string | null {
  try {
    return window.localStorage.getItem(SELECTED_HERO_IMAGE_KEY);
  } catch {
    // Storage disabled: the default it is.
    return null;
  }
}

/** The hero to show: the stored choice when usable, else the default illustration. */
export function readHeroImageChoice(): HeroImageChoice {
  return parseSelectedHeroImage(storedHeroImage()) ?? defaultHeroImage;
}

const noSubscription = () => () => undefined;

/**
 * The hero for a component. A page rendered in the browser reads the choice before its first
 * paint (the default never flashes before an override); a prerendered page shows the default it
 * was built with, and hydration then switches to the stored choice without a mismatch.
 */
export function useHeroImageChoice(): HeroImageChoice {
  const raw = useSyncExternalStore(noSubscription, storedHeroImage, () => null);
  return useMemo(() => parseSelectedHeroImage(raw) ?? defaultHeroImage, [raw]);
}

/**
 * Stores a choice for the Home hero, in the format {@link parseSelectedHeroImage} reads (the
 * /image-options design page). Throws when the browser refuses storage.
 */
export function storeHeroImageChoice(choice: { image: string; alt?: string; name?: string }): void {
  window.localStorage.setItem(SELECTED_HERO_IMAGE_KEY, JSON.stringify(choice));
}

/** Forgets the stored choice: the default illustration shows again. Throws when storage is refused. */
export function clearHeroImageChoice(): void {
  window.localStorage.removeItem(SELECTED_HERO_IMAGE_KEY);
}
