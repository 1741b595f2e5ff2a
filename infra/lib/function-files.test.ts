import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { domainFileOf } from './function-files';

describe('domainFileOf', () => {
  const sourceDir = mkdtempSync(path.join(tmpdir(), 'herway-domains-'));
  afterAll(() => rmSync(sourceDir, { recursive: true, force: true }));
  const write = (file: string) => {
    mkdirSync(path.dirname(path.join(sourceDir, file)), { recursive: true });
    writeFileSync(path.join(sourceDir, file), 'export const handler = async () => ({});\n');
  };
  write('payments/events/on-refund.ts');
  write('payments/jobs/reconcile-payments.ts');
  write('mail/events/on-refund-copy.ts');
  write('bookings/jobs/twice.ts');
  write('course/jobs/twice.ts');

  it('finds the consumer or job in the one domain that holds it', () => {
    expect(domainFileOf('events', 'on-refund', sourceDir)).toBe(path.join(sourceDir, 'payments/events/on-refund.ts'));
    expect(domainFileOf('jobs', 'reconcile-payments', sourceDir)).toBe(path.join(sourceDir, 'payments/jobs/reconcile-payments.ts'));
  });

  it('refuses a name no domain holds, or two domains hold', () => {
    expect(() => domainFileOf('jobs', 'on-refund', sourceDir)).toThrow('found 0');
    expect(() => domainFileOf('jobs', 'twice', sourceDir)).toThrow('found 2');
  });
});
