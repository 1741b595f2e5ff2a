import type { HeroImageChoice } from '@/lib/hero-image-choice';
import { PreviewActions } from './preview-actions';
import { PreviewHeading } from './preview-heading';
import { PreviewImage } from './preview-image';

/** Option 1, the Home hero today: words on the left, the illustration on the right (stacked when narrow). */
export function SplitHero({ choice }: { choice: HeroImageChoice }) {
  return (
    <div className="relative isolate overflow-hidden bg-linear-to-b from-plum-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-32 -left-24 -z-10 size-72 rounded-full bg-plum-200/50 blur-3xl" />
      <div className="grid items-center gap-8 p-6 @3xl:grid-cols-[1.05fr_1fr] @3xl:gap-12 @3xl:p-12">
        <div>
          <PreviewHeading />
          <PreviewActions />
        </div>
        <div className="aspect-[5/4] overflow-hidden rounded-[2rem] bg-plum-100 shadow-2xl shadow-plum-900/20 ring-1 ring-plum-900/5">
          <PreviewImage choice={choice} />
        </div>
      </div>
    </div>
  );
}
