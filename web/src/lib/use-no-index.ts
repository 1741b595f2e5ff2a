import { useEffect } from 'react';

/** The one robots meta tag, shared by every caller mounted at once (a route group and its page). */
let robots: HTMLMetaElement | undefined;
let holders = 0;

/**
 * Adds `<meta name="robots" content="noindex">` while the calling page is mounted (one tag, however
 * many callers). A page whose HTML already carries one (the coach's /p/ page, from its shell)
 * keeps that tag, and it goes when she leaves the page like one added here.
 */
export function useNoIndex(): void {
  useEffect(() => {
    holders += 1;
    if (!robots) {
      robots = document.head.querySelector<HTMLMetaElement>('meta[name="robots"]') ?? document.createElement('meta');
      if (!robots.isConnected) {
        robots.name = 'robots';
        robots.content = 'noindex';
        document.head.append(robots);
      }
    }
    return () => {
      holders -= 1;
      if (holders === 0) {
        robots?.remove();
        robots = undefined;
      }
    };
  }, []);
}
