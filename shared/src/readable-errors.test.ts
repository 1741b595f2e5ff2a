import { describe, expect, it } from 'vitest';
import * as z from './zod';
import { fieldLabel } from './readable-errors';

const messageOf = (schema: z.ZodMiniType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('readable validation messages', () => {
  it('names the field as a person would', () => {
    expect(fieldLabel(['originalAmount'])).toBe('Original amount');
    expect(fieldLabel(['items', 0, 'unit_price'])).toBe('Unit price');
    expect(fieldLabel([])).toBe('This field');
  });

  it('turns the checks a schema gives no words of its own into sentences, never schema text', () => {
    const order = z.object({
      originalAmount: z.number().check(z.int(), z.minimum(1), z.maximum(5000)),
      email: z.email(),
      note: z.string().check(z.minLength(1), z.maxLength(20)),
      kind: z.enum(['starter', 'growth']),
      tags: z.array(z.string()).check(z.maxLength(2)),
      accepted: z.boolean(),
    });
    const valid = { originalAmount: 10, email: 'ava@example.com', note: 'hi', kind: 'starter', tags: [], accepted: true };
    const cases: [Record<string, unknown>, string][] = [
      [{ originalAmount: 6000 }, 'Original amount must be at most 5,000'],
      [{ originalAmount: 0 }, 'Original amount must be at least 1'],
      [{ originalAmount: 2.5 }, 'Original amount must be a whole number'],
      [{ originalAmount: '10' }, 'Original amount must be a number'],
      [{ originalAmount: undefined }, 'Original amount is required'],
      [{ email: 'not-an-address' }, 'Email must be a valid email address'],
      [{ note: '' }, 'Note is required'],
      [{ note: 'x'.repeat(21) }, 'Note must be at most 20 characters'],
      [{ kind: 'platinum' }, 'Kind must be one of: starter, growth'],
      [{ tags: ['a', 'b', 'c'] }, 'Tags must be at most 2 items'],
      [{ accepted: 'yes' }, 'Accepted must be yes or no'],
    ];
    for (const [change, expected] of cases) {
      const message = messageOf(order, { ...valid, ...change });
      expect(message).toBe(expected);
      expect(message).not.toMatch(/expected|received|<=|>=|Too (big|small)|Invalid input/);
    }
  });

  it('answers a request that is not an object at all without naming a field', () => {
    expect(messageOf(z.object({ email: z.email() }), [])).toBe('The request is not in the form we expect: please reload the page and try again');
  });

  it('keeps the words a schema chose', () => {
    expect(messageOf(z.string().check(z.minLength(10, 'Message must be at least 10 characters')), 'short')).toBe('Message must be at least 10 characters');
  });
});
