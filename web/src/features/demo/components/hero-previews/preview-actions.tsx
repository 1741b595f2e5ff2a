import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** The hero's two buttons as they would look; in a preview they do nothing, so they are not buttons. */
export function PreviewActions({ tone = 'light', className }: { tone?: 'light' | 'dark'; className?: string }) {
  const dark = tone === 'dark';
  return (
    <div className={cn('mt-6 flex flex-col gap-3 @md:flex-row', className)}>
      {/* Over an image the buttons turn white and white-outlined ('!': over the variants' own colours). */}
      <span className={buttonVariants({ className: dark ? 'bg-white! text-plum-800!' : 'hover:bg-primary' })}>Book Free Consultation</span>
      <span
        className={buttonVariants({
          variant: 'outline',
          className: dark ? 'border-white/70! bg-transparent! text-white!' : 'hover:border-plum-200 hover:bg-white',
        })}
      >
        Explore Mentorship
        <ArrowRight className="size-4" aria-hidden="true" />
      </span>
    </div>
  );
}
