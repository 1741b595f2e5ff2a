import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dropPreloadedAnswers, forgetPageRole, rememberPageRole, takeOverPreloadedAnswers, takePreloadedAnswer } from './early-answers';

function shellDocument(preloads: string[], pageData?: string): Document {
  const document = window.document.implementation.createHTMLDocument('shell');
  for (const href of preloads) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('href', href);
    document.head.append(link);
  }
  if (pageData) {
    const meta = document.createElement('meta');
    meta.setAttribute('name', 'herway-page-data');
    meta.setAttribute('content', pageData);
    document.head.append(meta);
  }
  return document;
}

const asked = (fetchMock: ReturnType<typeof vi.fn>) => fetchMock.mock.calls.map(([url]) => url);

describe('early answers', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));
    vi.stubGlobal('fetch', fetchMock);
    rememberPageRole(null);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('take each preload over once at start-up, as it was made, for the first GET of its URL', async () => {
    takeOverPreloadedAnswers(shellDocument(['/api/auth/user', 'https://elsewhere.example/x']), '/sessions');
    expect(fetchMock.mock.calls).toEqual([['/api/auth/user', { credentials: 'include' }]]);
    expect(await (await takePreloadedAnswer('/api/auth/user', '/sessions'))?.json()).toEqual({ url: '/api/auth/user' });
    expect(takePreloadedAnswer('/api/auth/user', '/sessions')).toBeUndefined();
  });

  it('ask for the page’s data at start-up only when this browser is signed in with the page’s role', () => {
    const shell = () => shellDocument(['/api/auth/user'], 'athlete /api/dashboard /api/sessions/user');
    takeOverPreloadedAnswers(shell(), '/sessions');
    expect(asked(fetchMock)).toEqual(['/api/auth/user']);

    dropPreloadedAnswers();
    fetchMock.mockClear();
    rememberPageRole('admin');
    takeOverPreloadedAnswers(shell(), '/sessions');
    expect(asked(fetchMock)).toEqual(['/api/auth/user']);

    dropPreloadedAnswers();
    fetchMock.mockClear();
    rememberPageRole('athlete');
    takeOverPreloadedAnswers(shell(), '/sessions');
    expect(asked(fetchMock)).toEqual(['/api/auth/user', '/api/dashboard', '/api/sessions/user']);
    expect(takePreloadedAnswer('/api/sessions/user', '/sessions')).toBeDefined();
  });

  it('forget the admin role only when it is the one remembered', () => {
    rememberPageRole('athlete');
    forgetPageRole('admin');
    takeOverPreloadedAnswers(shellDocument([], 'athlete /api/profile'), '/profile');
    expect(asked(fetchMock)).toEqual(['/api/profile']);
  });

  it('are all dropped once she is on another path: a later request never gets what was true when the page opened', () => {
    takeOverPreloadedAnswers(shellDocument(['/api/auth/user', '/api/admin/status']), '/dashboard');
    expect(takePreloadedAnswer('/api/auth/user', '/dashboard')).toBeDefined();
    expect(takePreloadedAnswer('/api/admin/status', '/login')).toBeUndefined();
    expect(takePreloadedAnswer('/api/admin/status', '/dashboard')).toBeUndefined();
  });

  it('are dropped when she navigates away, even before anything asks for them', () => {
    takeOverPreloadedAnswers(shellDocument(['/api/auth/user']), '/dashboard');
    dropPreloadedAnswers();
    expect(takePreloadedAnswer('/api/auth/user', '/dashboard')).toBeUndefined();
  });
});
