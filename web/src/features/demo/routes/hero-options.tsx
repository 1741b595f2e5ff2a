import { useState } from 'react';
import { Link } from 'react-router';
import { Container } from '@/components/ui/container';
import { readHeroImageChoice } from '@/lib/hero-image-choice';
import { useNoIndex } from '@/lib/use-no-index';
import { usePageTitle } from '@/lib/use-page-title';
import { DemoIntro } from '../components/demo-intro';
import { DemoMarker } from '../components/demo-marker';
import { HeroLayoutOption } from '../components/hero-layout-option';
import { CardHero } from '../components/hero-previews/card-hero';
import { CenteredHero } from '../components/hero-previews/centered-hero';
import { FullBleedHero } from '../components/hero-previews/full-bleed-hero';
import { SplitHero } from '../components/hero-previews/split-hero';

const layouts = [
  {
    id: 'split',
    name: 'Split with illustration',
    description: 'The words on the left and the illustration on the right; stacked on phones. Balanced, and the image stays fully visible.',
    Preview: SplitHero,
    live: true,
  },
  {
    id: 'centered',
    name: 'Centred',
    description: 'The heading centred above a wide banner of the image. Calm and symmetrical; the banner crops the image top and bottom.',
    Preview: CenteredHero,
  },
  {
    id: 'full-bleed',
    name: 'Full-bleed image with overlay',
    description: 'The image fills the whole hero behind a plum overlay and white words. The boldest look; the overlay mutes the image.',
    Preview: FullBleedHero,
  },
  {
    id: 'card',
    name: 'Card over image',
    description: 'A white card with the words over a wide image, and below it on phones. Readable on any image, photos included.',
    Preview: CardHero,
  },
];

/**
 * /hero-options: four hero layouts previewed with the real heading, tagline and the
 * current hero image. A preview only: it stores nothing and changes nothing on the site.
 */
export default function HeroOptionsRoute() {
  usePageTitle('Hero Options');
  useNoIndex();
  const [choice] = useState(readHeroImageChoice);
  return (
    <>
      <DemoMarker>For the HerWay team only: a preview that saves nothing and changes nothing on the site.</DemoMarker>
      <Container className="grid gap-12 py-10 sm:gap-16 sm:py-16">
        <DemoIntro title="Hero Options">
          <p>
            Four layouts for the top of the Home page, with its real heading and tagline and the hero image chosen on{' '}
            <Link to="/image-options" className="font-semibold text-plum-700 underline underline-offset-2 hover:text-plum-900">
              Image Options
            </Link>{' '}
            (or the default). Switch a preview to phone width to see it on a small screen.
          </p>
        </DemoIntro>
        {layouts.map(({ id, name, description, Preview, live }, index) => (
          <HeroLayoutOption key={id} id={id} number={index + 1} name={name} description={description} live={live}>
            <Preview choice={choice} />
          </HeroLayoutOption>
        ))}
      </Container>
    </>
  );
}
