import type { HeroImageChoice } from '@/lib/hero-image-choice';
import { PreviewActions } from './preview-actions';
import { PreviewHeading } from './preview-heading';
import { PreviewImage } from './preview-image';

/** Option 2: the words centred above a wide banner of the image. */
export function CenteredHero({ choice }: { choice: HeroImageChoice }) {
  return (
    <div className="bg-linear-to-b from-plum-50 to-white px-6 pt-10 pb-6 text-center @3xl:px-12 @3xl:pt-16 @3xl:pb-12">
      <div className="mx-auto max-w-2xl">
        <PreviewHeading />
        <PreviewActions className="@md:justify-center" />
      </div>
      <div className="mx-auto mt-10 aspect-[16/9] max-w-4xl overflow-hidden rounded-3xl bg-plum-100 shadow-xl shadow-plum-900/15 @3xl:aspect-[21/9]">
        <PreviewImage choice={choice} />
      </div>
    </div>
  );
}
