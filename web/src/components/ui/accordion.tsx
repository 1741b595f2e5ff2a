import * as AccordionPrimitive from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * Radix Accordion: each trigger is a button inside a heading, with aria-expanded and
 * aria-controls; `type="multiple"` lets items open and close independently.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Root>) {
  return <AccordionPrimitive.Root className={cn('grid gap-3', className)} {...props} />;
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof AccordionPrimitive.Item>) {
  return (
    <AccordionPrimitive.Item
      className={cn('rounded-2xl border border-plum-100 bg-white shadow-sm shadow-plum-900/5 transition-colors data-[state=open]:border-plum-200', className)}
      {...props}
    />
  );
}

type AccordionTriggerProps = ComponentProps<typeof AccordionPrimitive.Trigger> & {
  /** The heading level wrapping the trigger (Radix's default is 3). */
  headingLevel?: 2 | 3 | 4;
};

export function AccordionTrigger({ className, children, headingLevel = 3, ...props }: AccordionTriggerProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <AccordionPrimitive.Header asChild>
      <Heading className="flex">
        <AccordionPrimitive.Trigger
          className={cn(
            'group flex flex-1 items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left text-base font-semibold text-ink transition-colors hover:text-plum-800 sm:px-6 sm:text-lg',
            className,
          )}
          {...props}
        >
          {children}
          <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-plum-700 transition-transform duration-200 group-data-[state=open]:rotate-180" />
        </AccordionPrimitive.Trigger>
      </Heading>
    </AccordionPrimitive.Header>
  );
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof AccordionPrimitive.Content>) {
  return (
    <AccordionPrimitive.Content {...props}>
      <div className={cn('px-5 pb-5 text-muted sm:px-6', className)}>{children}</div>
    </AccordionPrimitive.Content>
  );
}
