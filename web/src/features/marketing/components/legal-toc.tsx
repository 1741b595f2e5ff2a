import type { MouseEvent } from 'react';
import { cn } from '@/lib/cn';

type LegalTocProps = {
  /** The page's sections, as the contents list names them. */
  sections: readonly { id: string; title: string }[];
  activeId?: string;
  onNavigate: (id: string) => void;
};

/** The table of contents: real #anchors (they work without JavaScript and open in a new tab), scrolled smoothly on click. */
export function LegalToc({ sections, activeId, onNavigate }: LegalTocProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onNavigate(id);
  };

  return (
    <nav
      aria-labelledby="legal-toc-heading"
      className="rounded-2xl border border-plum-100 bg-plum-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:self-start lg:overflow-y-auto lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2 id="legal-toc-heading" className="text-sm font-semibold tracking-wider text-plum-800 uppercase">
        Contents
      </h2>
      <ol className="mt-3 grid gap-0.5 sm:grid-cols-2 lg:grid-cols-1 lg:border-l lg:border-plum-100">
        {sections.map((section, index) => {
          const active = section.id === activeId;
          return (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                onClick={(event) => onClick(event, section.id)}
                aria-current={active ? 'location' : undefined}
                className={cn(
                  'flex gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-white hover:text-plum-800 lg:-ml-px lg:rounded-l-none lg:border-l-2 lg:hover:bg-plum-50',
                  active ? 'bg-white text-plum-800 lg:border-plum-700 lg:bg-plum-50' : 'text-ink lg:border-transparent',
                )}
              >
                <span aria-hidden="true" className="w-5 shrink-0 text-plum-700 tabular-nums">
                  {index + 1}.
                </span>
                {section.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
