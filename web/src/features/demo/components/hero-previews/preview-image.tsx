import { useState } from 'react';
import { DEFAULT_HERO_IMAGE, HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH, type HeroImageChoice } from '@/lib/hero-image-choice';
import { cn } from '@/lib/cn';

/** The hero image of a preview; one that fails to load gives way to the default illustration. */
export function PreviewImage({ choice, className }: { choice: HeroImageChoice; className?: string }) {
  const [src, setSrc] = useState(choice.image);
  return (
    <img
      src={src}
      alt={choice.alt}
      width={HERO_IMAGE_WIDTH}
      height={HERO_IMAGE_HEIGHT}
      decoding="async"
      loading="lazy"
      onError={() => setSrc(DEFAULT_HERO_IMAGE)}
      className={cn('size-full object-cover', className)}
    />
  );
}
