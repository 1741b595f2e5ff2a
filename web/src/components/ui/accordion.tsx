import { ChevronDown } from 'lucide-react';
import { createContext, use, useId, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { moveFocusBetween, VERTICAL_KEYS } from './focus-keys';

/**
 * Questions that open and close on their own, as the WAI-ARIA accordion pattern describes: each
 * trigger is a button inside a heading, with aria-expanded and aria-controls, and its answer a
 * region labelled by it. The arrow keys, Home and End move between the triggers.
 *
 * Written here rather than taken from Radix: Radix's item measures its content and keeps a
 * presence state for height animations (a forced layout and a re-render per item while the page
 * hydrates), which we do not use; on the 30-question FAQ that work was the page's longest task on
 * a phone (docs/lighthouse.md).
 */
export function Accordion({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-3', className)} onKeyDown={moveBetweenTriggers} {...props} />;
}

const triggerSelector = '[data-accordion-trigger]';
const moveBetweenTriggers = moveFocusBetween(triggerSelector, VERTICAL_KEYS);

interface AccordionItemState {
  open: boolean;
  toggle: () => void;
  triggerId: string;
  contentId: string;
}

const ItemContext = createContext<AccordionItemState | null>(null);

function useItem(): AccordionItemState {
  const item = use(ItemContext);
  if (!item) throw new Error('An accordion trigger or content is outside an AccordionItem');
  return item;
}

export function AccordionItem({ className, children }: { className?: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const item = { open, toggle: () => setOpen((wasOpen) => !wasOpen), triggerId: `${id}trigger`, contentId: `${id}content` };
  return (
    <ItemContext value={item}>
      <div
        data-state={open ? 'open' : 'closed'}
        className={cn('rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5 transition-colors data-[state=open]:border-plum-200', className)}
      >
        {children}
      </div>
    </ItemContext>
  );
}

interface AccordionTriggerProps {
  className?: string;
  children: ReactNode;
  /** The heading level wrapping the trigger (3 unless said). */
  headingLevel?: 2 | 3 | 4;
}

export function AccordionTrigger({ className, children, headingLevel = 3 }: AccordionTriggerProps) {
  const { open, toggle, triggerId, contentId } = useItem();
  const Heading = `h${headingLevel}` as const;
  return (
    <Heading className="flex">
      <button
        type="button"
        id={triggerId}
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? 'open' : 'closed'}
        data-accordion-trigger=""
        onClick={toggle}
        className={cn(
          'group flex flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-plum-800 sm:px-6 sm:text-lg',
          className,
        )}
      >
        {children}
        <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-plum-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
      </button>
    </Heading>
  );
}

/** The answer: in the page only while open (a closed item keeps an empty, hidden region). */
export function AccordionContent({ className, children }: { className?: string; children: ReactNode }) {
  const { open, triggerId, contentId } = useItem();
  return (
    <div id={contentId} role="region" aria-labelledby={triggerId} hidden={!open} data-state={open ? 'open' : 'closed'}>
      {open && <div className={cn('px-5 pb-5 text-muted sm:px-6', className)}>{children}</div>}
    </div>
  );
}
