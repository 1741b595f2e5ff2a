import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/**
 * SPEC §9: tooltips open after 700 ms, with a 300 ms skip delay when moving between triggers.
 * There is no provider in the shell, so pages without tooltips never load Radix Tooltip: a page
 * wraps its tooltips in one TooltipProvider (shared skip delay), or a lone Tooltip brings its own.
 */
export function TooltipProvider(props: ComponentProps<typeof TooltipPrimitive.Provider>) {
  return <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300} {...props} />;
}

export function Tooltip(props: ComponentProps<typeof TooltipPrimitive.Root>) {
  return (
    <TooltipProvider>
      <TooltipPrimitive.Root {...props} />
    </TooltipProvider>
  );
}

export const TooltipTrigger = TooltipPrimitive.Trigger;

export function TooltipContent({ className, sideOffset = 6, ...props }: ComponentProps<typeof TooltipPrimitive.Content>) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn('z-50 rounded-md bg-ink px-3 py-1.5 text-xs font-medium text-white shadow-md', className)}
        {...props}
      />
    </TooltipPrimitive.Portal>
  );
}
