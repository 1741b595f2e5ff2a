import type { HeroImageChoice } from '@/lib/hero-image-choice';
import { PreviewActions } from './preview-actions';
import { PreviewHeading } from './preview-heading';
import { PreviewImage } from './preview-image';

/** Option 3: the image fills the hero; a plum overlay keeps the white words readable. */
export function FullBleedHero({ choice }: { choice: HeroImageChoice }) {
  return (
    <div className="relative isolate flex min-h-[28rem] overflow-hidden @3xl:min-h-[32rem]">
      <PreviewImage choice={choice} className="absolute inset-0 -z-20" />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-linear-to-t from-plum-950/95 via-plum-900/75 to-plum-900/35 @3xl:bg-linear-to-r @3xl:from-plum-950/90 @3xl:via-plum-900/70 @3xl:to-plum-900/10"
      />
      <div className="max-w-xl self-end p-6 @3xl:self-center @3xl:p-12">
        <PreviewHeading tone="dark" />
        <PreviewActions tone="dark" />
      </div>
    </div>
  );
}
