import type { EmailMessage } from '../mail/email';

/** Where Cognito puts the code in its message templates. */
export const CODE_PLACEHOLDER = '{####}';

/**
 * The password-reset e-mail, as a Cognito message template. In AWS the user pool sends it (its
 * verification message: registration never asks Cognito for a verification code, so a reset is
 * the only message that uses it); on the local stack it is filled in and sent through the local
 * SES (infra/local/cognito-mail.ts), since cognito-local only prints codes.
 */
export const passwordResetTemplate = {
  subject: 'Your HerWay password reset code',
  text: [
    'Hi,',
    '',
    `Your code to reset your HerWay password is ${CODE_PLACEHOLDER}`,
    '',
    'Enter it on the reset page with your new password. It works once and expires in one hour.',
    '',
    "If you didn't ask to reset your password, you can ignore this e-mail: your password stays the same.",
    '',
    'The HerWay team',
  ].join('\n'),
  html: [
    '<p>Hi,</p>',
    `<p>Your code to reset your HerWay password is <strong style="font-size:1.25em;letter-spacing:0.1em">${CODE_PLACEHOLDER}</strong></p>`,
    '<p>Enter it on the reset page with your new password. It works once and expires in one hour.</p>',
    "<p>If you didn't ask to reset your password, you can ignore this e-mail: your password stays the same.</p>",
    '<p>The HerWay team</p>',
  ].join(''),
} as const;

/** The reset e-mail with its code filled in. Codes are digits, so nothing needs escaping. */
export function passwordResetEmail(to: string, code: string): EmailMessage {
  if (!/^\d{4,8}$/.test(code)) throw new Error('A reset code is digits only');
  return {
    kind: 'password-reset',
    to,
    subject: passwordResetTemplate.subject,
    text: passwordResetTemplate.text.replaceAll(CODE_PLACEHOLDER, code),
    html: passwordResetTemplate.html.replaceAll(CODE_PLACEHOLDER, code),
  };
}
