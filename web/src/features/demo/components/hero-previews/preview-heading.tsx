import { HERO_HEADING_LEAD } from '@/components/hero/hero-copy';
import { BRAND, TAGLINE } from '@/config/site';
import { cn } from '@/lib/cn';

type Props = {
  /** 'dark' for white text over an image. */
  tone?: 'light' | 'dark';
  className?: string;
};

/**
 * The Home hero's words in a preview: its heading and the tagline. Paragraphs, not headings,
 * so the four previews do not add four copies of the heading to the page's outline.
 */
export function PreviewHeading({ tone = 'light', className }: Props) {
  const dark = tone === 'dark';
  return (
    <div className={className}>
      <p className={cn('text-3xl leading-[1.08] font-extrabold tracking-tight text-balance @3xl:text-5xl', dark ? 'text-white' : 'text-ink')}>
        {HERO_HEADING_LEAD} <span className={dark ? 'text-rose-200' : 'text-plum-700'}>{BRAND}</span>
      </p>
      <p className={cn('mt-4 text-lg font-semibold @3xl:text-xl', dark ? 'text-plum-50' : 'text-plum-800')}>{TAGLINE}</p>
    </div>
  );
}
