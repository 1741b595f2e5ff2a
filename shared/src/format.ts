// Display formatting shared by the web, the server and the e-mails.
// Money is always integer cents; nothing here does arithmetic on floats of money.

const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const usdCents = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Money must be an integer number of cents, got ${cents}`);
  }
}

/** 40000 → '$400', 1250 → '$12.50', 100000 → '$1,000', -5000 → '-$50'. */
export function formatUsd(cents: number): string {
  assertCents(cents);
  return cents % 100 === 0 ? usdWhole.format(cents / 100) : usdCents.format(cents / 100);
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
