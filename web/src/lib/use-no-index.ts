import { useEffect } from 'react';

/** Adds `<meta name="robots" content="noindex">` while the calling page is mounted. */
export function useNoIndex(): void {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}
