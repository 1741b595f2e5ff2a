import { describe, expect, it } from 'vitest';
import { InvalidInput } from '../kernel/domain-errors';
import { COMMON_PASSWORD_MESSAGE, assertUncommonPassword, isCommonPassword } from './common-passwords';
import { MOST_COMMON_PASSWORDS } from './common-passwords-list';

describe('common passwords', () => {
  it('knows the most common passwords the policy allows, whatever their case', () => {
    for (const password of ['password', 'Password1', '12345678', 'iloveyou', 'SUNSHINE', 'basketball', 'qwertyuiop']) {
      expect([password, isCommonPassword(password)]).toEqual([password, true]);
    }
  });

  it('lets an uncommon password through, and a common one with something added', () => {
    for (const password of ['recruit-me-2027', 'softball shortstop 2028', 'password1!x', ' password', 'd8Qz!m4Lw']) {
      expect([password, isCommonPassword(password)]).toEqual([password, false]);
    }
  });

  it('refuses a common password as bad input on the password field, in words a parent can read', () => {
    const refusal = (() => {
      try {
        assertUncommonPassword('Baseball');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(InvalidInput);
    expect(refusal).toMatchObject({ message: COMMON_PASSWORD_MESSAGE, details: { issues: [{ field: 'password', message: COMMON_PASSWORD_MESSAGE }] } });
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is one of the most common ones, so it is easy to guess. Please choose a different one.');
    expect(() => assertUncommonPassword('recruit-me-2027')).not.toThrow();
  });

  it('ships 1,000 passwords of 8 characters or more in a few KB', () => {
    const list = MOST_COMMON_PASSWORDS.split('\n');
    expect(new Set(list).size).toBe(1000);
    expect(list.every((password) => password.length >= 8 && password === password.toLowerCase())).toBe(true);
    expect(MOST_COMMON_PASSWORDS.length).toBeLessThan(10 * 1024);
  });
});
