import { useEffect } from 'react';
import { BRAND } from '@/config/site';

export function formatPageTitle(page: string): string {
  return `${page} | ${BRAND}`;
}

function descriptionMeta(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  return meta;
}

/**
 * Sets the document title to '{page} | HerWay' and, when given, the meta description,
 * while the calling page is mounted; the previous values come back when it unmounts.
 */
export function usePageTitle(page: string, description?: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = formatPageTitle(page);
    return () => {
      document.title = previous;
    };
  }, [page]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionMeta();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
