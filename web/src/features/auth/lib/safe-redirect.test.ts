import { describe, expect, it } from 'vitest';
import { afterLoginPath, loginPathFor, safeRedirectPath } from './safe-redirect';

describe('safeRedirectPath', () => {
  it.each([
    ['/sessions', '/sessions'],
    ['/protected-checkout?type=course&amount=150', '/protected-checkout?type=course&amount=150'],
    ['/faq#payment', '/faq#payment'],
    ['/a/../sessions', '/sessions'],
  ])('keeps the site path %s', (raw, expected) => {
    expect(safeRedirectPath(raw)).toBe(expected);
  });

  it.each([
    null,
    '',
    'https://evil.example/dashboard',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    'sessions',
    '/login',
    '/register?redirect=/x',
    '/reset-password',
  ])('refuses %s', (raw) => {
    expect(safeRedirectPath(raw)).toBe('/dashboard');
  });

  it('uses the given fallback', () => {
    expect(safeRedirectPath('//evil.example', '/')).toBe('/');
  });
});

describe('loginPathFor', () => {
  it('is plain /login for the dashboard, and carries any other page', () => {
    expect(loginPathFor('/dashboard')).toBe('/login');
    expect(loginPathFor('/sessions')).toBe('/login?redirect=%2Fsessions');
  });
});

describe('afterLoginPath', () => {
  it('sends an athlete where she was going', () => {
    expect(afterLoginPath('/dashboard', { isAdmin: false })).toBe('/dashboard');
    expect(afterLoginPath('/sessions', { isAdmin: false })).toBe('/sessions');
  });

  it.each([
    ['/dashboard', '/admin'],
    ['/sessions', '/admin'],
    ['/protected-checkout?type=course&amount=150', '/admin'],
    ['/administrator', '/admin'],
    ['/admin', '/admin'],
    ['/admin/content', '/admin/content'],
    ['/admin/content?tab=1', '/admin/content?tab=1'],
  ])('sends an admin going to %s to %s', (redirectTo, expected) => {
    expect(afterLoginPath(redirectTo, { isAdmin: true })).toBe(expected);
  });
});

describe('afterLoginPath for a parent or guardian', () => {
  it.each([
    ['/dashboard', '/family'],
    ['/sessions', '/family'],
    ['/protected-checkout?type=course&amount=150', '/family'],
    ['/familyx', '/family'],
    ['/admin', '/family'],
    ['/family', '/family'],
    ['/family/accept/abc?x=1', '/family/accept/abc?x=1'],
  ])('sends a guardian going to %s to %s', (redirectTo, expected) => {
    expect(afterLoginPath(redirectTo, { isAdmin: false, accountType: 'guardian' })).toBe(expected);
  });

  it('sends an athlete, or an account that says no kind, where she was going', () => {
    expect(afterLoginPath('/sessions', { isAdmin: false, accountType: 'athlete' })).toBe('/sessions');
    expect(afterLoginPath('/family', { isAdmin: false, accountType: 'athlete' })).toBe('/family');
    expect(afterLoginPath('/sessions', { isAdmin: false })).toBe('/sessions');
  });
});
