import type { HeroImageChoice } from '@/lib/hero-image-choice';
import { PreviewActions } from './preview-actions';
import { PreviewHeading } from './preview-heading';
import { PreviewImage } from './preview-image';

/** Option 4: a white card with the words, over a wide image (below it when narrow). */
export function CardHero({ choice }: { choice: HeroImageChoice }) {
  return (
    <div className="bg-plum-50 p-4 @3xl:p-10">
      <div className="relative">
        <div className="aspect-[4/3] overflow-hidden rounded-3xl bg-plum-100 @3xl:aspect-[21/9]">
          <PreviewImage choice={choice} />
        </div>
        <div className="relative mx-3 -mt-16 rounded-2xl bg-white p-6 shadow-xl shadow-plum-900/15 @3xl:absolute @3xl:bottom-8 @3xl:left-8 @3xl:m-0 @3xl:max-w-xl @3xl:p-8">
          <PreviewHeading />
          <PreviewActions />
        </div>
      </div>
    </div>
  );
}
