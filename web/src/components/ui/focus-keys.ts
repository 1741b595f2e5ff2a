import type { KeyboardEvent } from 'react';

/** Where a key moves focus among `count` items from `index` (the ends wrap around). */
type KeyTargets = Readonly<Record<string, (index: number, count: number) => number>>;

const ends: KeyTargets = { Home: () => 0, End: (_index, count) => count - 1 };

/** Up and down, for items stacked in a column (an accordion's questions). */
export const VERTICAL_KEYS: KeyTargets = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  ...ends,
};

/** Left and right, for items in a row (tabs). */
export const HORIZONTAL_KEYS: KeyTargets = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ...ends,
};

/**
 * A container's keydown handler that moves focus between its items matching `selector` with the
 * keys of `keys`, as the WAI-ARIA patterns describe; other keys, and keys pressed elsewhere in
 * the container, are left alone.
 */
export function moveFocusBetween(selector: string, keys: KeyTargets) {
  return (event: KeyboardEvent<HTMLElement>) => {
    const target = keys[event.key];
    if (!target || !(event.target instanceof HTMLElement) || !event.target.matches(selector)) return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(selector)];
    const index = items.indexOf(event.target);
    if (index < 0) return;
    event.preventDefault();
    items[target(index, items.length)]?.focus();
  };
}
