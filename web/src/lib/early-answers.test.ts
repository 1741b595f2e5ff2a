import { afterEach, describe, expect, it, vi } from 'vitest';
import { dropPreloadedAnswers, takeOverPreloadedAnswers, takePreloadedAnswer } from './early-answers';

function shellDocument(preloads: string[]): Document {
  const document = window.document.implementation.createHTMLDocument('shell');
  for (const href of preloads) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('href', href);
    document.head.append(link);
  }
  return document;
}

describe('preloaded answers', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are each fetched once at start-up, as the preload was made, and taken once by the first GET of their URL', async () => {
    const fetchMock = vi.fn((url: string) => Promise.resolve(new Response(JSON.stringify({ url }))));
    vi.stubGlobal('fetch', fetchMock);
    takeOverPreloadedAnswers(shellDocument(['/api/auth/user', '/api/sessions/user', 'https://elsewhere.example/x']), '/sessions');
    expect(fetchMock.mock.calls).toEqual([
      ['/api/auth/user', { credentials: 'include' }],
      ['/api/sessions/user', { credentials: 'include' }],
    ]);
    const answer = takePreloadedAnswer('/api/sessions/user', '/sessions');
    expect(await (await answer)?.json()).toEqual({ url: '/api/sessions/user' });
    expect(takePreloadedAnswer('/api/sessions/user', '/sessions')).toBeUndefined();
    expect(takePreloadedAnswer('/api/dashboard', '/sessions')).toBeUndefined();
  });

  it('are all dropped once she is on another path: a later request never gets what was true when the page opened', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
    );
    takeOverPreloadedAnswers(shellDocument(['/api/auth/user', '/api/dashboard']), '/dashboard');
    expect(takePreloadedAnswer('/api/auth/user', '/dashboard')).toBeDefined();
    expect(takePreloadedAnswer('/api/dashboard', '/login')).toBeUndefined();
    expect(takePreloadedAnswer('/api/dashboard', '/dashboard')).toBeUndefined();
  });

  it('are dropped when she navigates away, even before anything asks for them', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 401 }))),
    );
    takeOverPreloadedAnswers(shellDocument(['/api/dashboard']), '/dashboard');
    dropPreloadedAnswers();
    expect(takePreloadedAnswer('/api/dashboard', '/dashboard')).toBeUndefined();
  });
});
