import type { DomainFunctions } from './domain';

/** Registration, sign-in, sessions, password reset, e-mail changes, the admins' sign-in and standing, the audit log. */
export const accounts = {
  domain: 'accounts',
  routes: {
    'accounts/register-user': {
      table: 'write',
      userPoolAdmin: ['AdminCreateUser', 'AdminSetUserPassword', 'AdminAddUserToGroup', 'AdminDeleteUser'],
    },
    'accounts/login-user': { table: 'write', userPoolAdmin: ['AdminGetUser'] },
    // Finishes an admin's sign-in: the waiting sign-in, her TOTP factor, the verified mark.
    // An admin is e-mailed when her first sign-in sets up her authenticator.
    'accounts/verify-mfa': { table: 'write', mail: true },
    // Logout revokes its access token (a record until the token expires).
    'accounts/logout-user': { table: 'write' },
    'accounts/get-current-user': { table: 'read' },
    // Counts reset e-mails per address and network (abuse-limits.ts).
    'accounts/request-password-reset': { table: 'write' },
    // A reset ends every session: her revocation mark, and Cognito's global sign-out in AWS.
    'accounts/confirm-password-reset': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminUserGlobalSignOut'] },
    // Her address at Cognito and on her profile; HerWay (and SES's account list) may mail it again.
    'accounts/change-email': { table: 'write', userPoolAdmin: ['AdminUpdateUserAttributes'], mailSuppression: ['DeleteSuppressedDestination'] },
    'accounts/get-admin-status': {},
    'accounts/login-admin': { table: 'write', userPoolAdmin: ['AdminGetUser'] },
    'accounts/admin/logout-admin': { table: 'write' },
    // Ends her sessions with the audit entry, then takes her out of Cognito's admin group and signs her out there.
    'accounts/admin/remove-admin': { table: 'write', userPoolAdmin: ['AdminGetUser', 'AdminRemoveUserFromGroup', 'AdminUserGlobalSignOut'] },
    // Her factor goes with its audit entry, her sessions end, and she is e-mailed.
    'accounts/admin/reset-authenticator': { table: 'write', mail: true },
    'accounts/admin/list-audit-log': { table: 'read' },
  },
} as const satisfies DomainFunctions<'accounts'>;
