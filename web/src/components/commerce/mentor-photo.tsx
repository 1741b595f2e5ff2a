import { useState } from 'react';
import { cn } from '@/lib/cn';

type Props = {
  /** The person's name: the photo's alternative text. */
  name: string;
  /** Shown on grey when there is no photo or it fails to load. */
  initials: string;
  photoUrl?: string;
  /** Rendered size in CSS pixels (the image's width and height, so nothing shifts). */
  size?: number;
  className?: string;
};

/**
 * A person's round photo, or their initials on a grey background when there is no photo or it
 * fails to load: a broken image is never shown. Below the fold, so it loads lazily.
 */
export function MentorPhoto({ name, initials, photoUrl, size = 96, className }: Props) {
  // Remember which URL failed, so a new URL gets its own chance.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showPhoto = Boolean(photoUrl) && failedUrl !== photoUrl;
  const box = cn('shrink-0 rounded-full', className);

  if (showPhoto) {
    return (
      <img
        src={photoUrl}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        onError={() => setFailedUrl(photoUrl ?? null)}
        className={cn(box, 'bg-gray-200 object-cover')}
        style={{ width: size, height: size }}
      />
    );
  }

  return (
    <div
      role="img"
      aria-label={name}
      data-fallback="initials"
      className={cn(box, 'flex items-center justify-center bg-gray-200 font-bold tracking-wide text-gray-700 select-none')}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.36) }}
    >
      <span aria-hidden="true">{initials}</span>
    </div>
  );
}
