import { cn } from '@/lib/cn';

/**
 * The HerWay mark: a path rising to a point, drawn inline so it can never fail to load.
 * Same drawing as public/favicon.svg. Decorative: pair it with the visible brand name.
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-plum-700" />
      <path d="M8 23.5c4.5 0 4.5-8 8-8s3.5-6 8-6" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      <circle cx="24" cy="9.5" r="2.75" className="fill-rose-300" />
    </svg>
  );
}
