/**
 * Mutation `meta` flag: this mutation's 401 means something of its own (the account deletion's
 * wrong password), so the page guard must not read it as an expired session.
 */
export const HANDLES_UNAUTHORIZED = 'handlesUnauthorized';

/** A signed-out visitor goes to /login 1 s after the 'Login Required' notice. */
export const LOGIN_REDIRECT_DELAY_MS = 1000;

/** An expired session goes to /login 0.5 s after the 'Session Expired' notice. */
export const SESSION_EXPIRED_REDIRECT_DELAY_MS = 500;

export const SESSION_EXPIRED_MESSAGE = 'Session Expired - Please log in again. Redirecting...';
