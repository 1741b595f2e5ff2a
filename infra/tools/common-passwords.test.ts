import { describe, expect, it } from 'vitest';
import { MOST_COMMON_PASSWORDS } from '@herway/functions/accounts/common-passwords-list';
import { REFUSED_COMMON_PASSWORDS, listModule, mostCommonAllowed, rankedPasswords } from './common-passwords';

describe('the common-password list the API ships', () => {
  it("is the first 1,000 of @zxcvbn-ts/language-common's ranked list that the policy allows (else run infra/tools/common-passwords.ts)", () => {
    const expected = mostCommonAllowed(rankedPasswords());
    expect(expected).toHaveLength(REFUSED_COMMON_PASSWORDS);
    expect(MOST_COMMON_PASSWORDS).toBe(expected.join('\n'));
  });

  it('keeps the ranking, skips what the policy refuses anyway, and lower-cases each once', () => {
    expect(mostCommonAllowed(['123456', 'password', 'Password', 'short', 'football', 'a\nbcdefghij', 'Sunshine1'], 3)).toEqual([
      'password',
      'football',
      'sunshine1',
    ]);
    expect(listModule(['password', '12345678'])).toContain('export const MOST_COMMON_PASSWORDS = "password\\n12345678";');
  });
});
