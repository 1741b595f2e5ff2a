// Display formatting shared by the web, the server and the e-mails.
// Money is always integer cents; nothing here does arithmetic on floats of money.

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be an integer number of cents, got ${cents}`);
  }
}

/** 1234567 → '1,234,567'. */
function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * 5000 → '5,000', as `toLocaleString('en-US')` writes it, without its first call loading ICU's
 * number data (about 20 ms of a Lambda's cold start, where the schemas' messages are built at
 * load). A number with a fraction is rare in a message: `toLocaleString` writes that one.
 */
export function formatCount(value: number): string {
  return Number.isSafeInteger(value) ? groupThousands(value) : value.toLocaleString('en-US');
}

/**
 * 40000 → '$400', 1250 → '$12.50', 100000 → '$1,000', -5000 → '-$50'. Written out rather than with
 * Intl.NumberFormat: its first currency formatter loads ICU data, about 20 ms on the main thread
 * (80 ms on a mid-range phone) of every page that shows a price, which is most of the site.
 */
export function formatUsd(cents: number): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const remainder = absolute % 100;
  const fraction = remainder === 0 ? '' : `.${String(remainder).padStart(2, '0')}`;
  return `${sign}$${groupThousands(Math.floor(absolute / 100))}${fraction}`;
}

const byteUnits = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** Human file size in powers of 1024: 0 → '0 Bytes', 1536 → '1.5 KB', 5242880 → '5 MB'. */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) {
    throw new RangeError(`A file size must be a non-negative number, got ${bytes}`);
  }
  if (bytes === 0) return '0 Bytes';
  const exponent = Math.min(Math.max(Math.floor(Math.log(bytes) / Math.log(1024)), 0), byteUnits.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${byteUnits[exponent]}`;
}
