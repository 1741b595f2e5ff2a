import { formatUsd } from '@herway/shared/format';

/** Dollars as the API sends them (448, 12.5) to integer cents. */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** 448 → '$448', 12.5 → '$12.50' (shared formatting, on integer cents). */
export function formatDollars(dollars: number): string {
  return formatUsd(dollarsToCents(dollars));
}
