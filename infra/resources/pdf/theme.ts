// Look of every HerWay resource PDF: the web's plum and rose palette (web/src/index.css),
// Letter pages and one type scale, so the four downloads read as one family.
import { PageSizes, rgb } from 'pdf-lib';
import type { RGB } from 'pdf-lib';

function hex(value: string): RGB {
  const n = Number.parseInt(value.replace('#', ''), 16);
  return rgb(((n >> 16) & 0xff) / 255, ((n >> 8) & 0xff) / 255, (n & 0xff) / 255);
}

export const colors = {
  plum50: hex('#fcf5f9'),
  plum100: hex('#f7e8f1'),
  plum200: hex('#eed0e2'),
  plum300: hex('#e0a9c9'),
  plum700: hex('#7b2e5b'),
  plum900: hex('#4b1d38'),
  rose: hex('#ffa1ad'),
  ink: hex('#241a21'),
  muted: hex('#5e5360'),
  rule: hex('#cfc6cc'),
  white: rgb(1, 1, 1),
} as const;

/** Letter, in points (72 per inch). */
export const LETTER_PORTRAIT: readonly [number, number] = PageSizes.Letter;
export const LETTER_LANDSCAPE: readonly [number, number] = [PageSizes.Letter[1], PageSizes.Letter[0]];

export const MARGIN = 54;
/** Height of the brand header band at the top of every page. */
export const HEADER_HEIGHT = 64;
/** Space kept free at the bottom of every page for the footer. */
export const FOOTER_HEIGHT = 58;

export const type = {
  title: 24,
  h1: 15,
  h2: 12,
  body: 10.5,
  small: 9,
  tiny: 7.5,
  lineGap: 1.38,
} as const;

/** Fixed so that two builds give byte-identical files (the terms' effective date). */
export const PUBLISHED_AT = new Date('2025-08-22T00:00:00.000Z');
