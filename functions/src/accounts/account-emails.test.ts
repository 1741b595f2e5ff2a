import { describe, expect, it } from 'vitest';
import { CODE_PLACEHOLDER, passwordResetEmail, passwordResetTemplate } from './account-emails';

describe('password reset e-mail', () => {
  it('fills the code into the Cognito template', () => {
    const email = passwordResetEmail('ava@example.com', '075881');
    expect(email).toMatchObject({ to: 'ava@example.com', subject: 'Your HerWay password reset code' });
    expect(email.text).toContain('Your code to reset your HerWay password is 075881');
    expect(email.html).toContain('075881');
    expect(`${email.text}${email.html}`).not.toContain(CODE_PLACEHOLDER);
  });

  it('is a template Cognito can use: the code placeholder appears in both bodies', () => {
    expect(passwordResetTemplate.text).toContain(CODE_PLACEHOLDER);
    expect(passwordResetTemplate.html).toContain(CODE_PLACEHOLDER);
  });

  it('refuses anything but digits as a code', () => {
    expect(() => passwordResetEmail('ava@example.com', '<b>1</b>')).toThrow();
  });
});
