import { Monitor, Smartphone } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

type Props = {
  id: string;
  number: number;
  name: string;
  description: string;
  /** Marks the layout the Home page uses today. */
  live?: boolean;
  /** The preview (it lays itself out by the width of its frame: container queries). */
  children: ReactNode;
};

const widths = [
  { key: 'desktop', label: 'Desktop', Icon: Monitor },
  { key: 'phone', label: 'Phone', Icon: Smartphone },
] as const;

/** One hero layout on /hero-options: its name and why, a desktop/phone width switch, and the preview. */
export function HeroLayoutOption({ id, number, name, description, live = false, children }: Props) {
  const [width, setWidth] = useState<(typeof widths)[number]['key']>('desktop');
  const titleId = `${id}-title`;
  return (
    <section aria-labelledby={titleId} className="grid gap-4">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wider text-plum-700 uppercase">Option {number}</p>
          <div className="mt-1 flex flex-wrap items-center gap-3">
            <h2 id={titleId} className="text-2xl font-bold text-ink">
              {name}
            </h2>
            {live ? <Badge variant="success">On Home today</Badge> : null}
          </div>
          <p className="mt-2 text-muted">{description}</p>
        </div>
        <div role="group" aria-label={`Preview width of ${name}`} className="inline-flex w-fit shrink-0 rounded-full border border-plum-200 bg-white p-1">
          {widths.map(({ key, label, Icon }) => (
            <button
              key={key}
              type="button"
              aria-pressed={width === key}
              onClick={() => setWidth(key)}
              className={cn(
                'inline-flex h-9 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum-600',
                width === key ? 'bg-primary text-white' : 'text-plum-800 hover:bg-plum-50',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
      </div>
      <div className="rounded-3xl border border-plum-200 bg-plum-100/50 p-2 sm:p-3">
        <div
          data-preview-width={width}
          className={cn(
            '@container mx-auto overflow-hidden rounded-2xl border border-plum-100 bg-white shadow-sm',
            width === 'phone' ? 'max-w-[390px]' : 'max-w-full',
          )}
        >
          {children}
        </div>
      </div>
    </section>
  );
}
