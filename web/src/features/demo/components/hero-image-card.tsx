import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH } from '@/lib/hero-image-choice';
import { cn } from '@/lib/cn';
import type { HeroImageOption } from '../config/hero-images';

type Props = {
  option: HeroImageOption;
  /** Whether the Home hero shows this image now (in this browser). */
  current: boolean;
  onChoose: (option: HeroImageOption) => void;
};

/** One hero illustration to pick: its preview, its name and 'Use this image'. */
export function HeroImageCard({ option, current, onChoose }: Props) {
  const titleId = `hero-image-${option.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'flex w-full flex-col overflow-hidden rounded-2xl border bg-white shadow-sm shadow-plum-900/5',
        current ? 'border-plum-500 ring-2 ring-plum-500' : 'border-plum-100',
      )}
    >
      <img
        src={option.image}
        alt={option.alt}
        width={HERO_IMAGE_WIDTH}
        height={HERO_IMAGE_HEIGHT}
        loading="lazy"
        decoding="async"
        className="aspect-[5/4] w-full bg-plum-50 object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 id={titleId} className="font-bold text-ink">
            {option.name}
          </h2>
          {current ? (
            <Badge variant="success">
              <Check className="size-3" aria-hidden="true" />
              On Home
            </Badge>
          ) : null}
        </div>
        <Button
          variant={current ? 'outline' : 'primary'}
          size="sm"
          className="mt-auto w-full"
          aria-label={`Use this image: ${option.name}`}
          onClick={() => onChoose(option)}
        >
          Use this image
        </Button>
      </div>
    </article>
  );
}
