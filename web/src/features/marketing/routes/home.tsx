import { lazy, Suspense } from 'react';
import { usePageTitle } from '@/lib/use-page-title';
import { HomeCta } from '../components/home-cta';
import { HomeFeatures } from '../components/home-features';
import { HomeHero } from '../components/home-hero';
import { HomeSteps } from '../components/home-steps';

// The mentors come from the shared catalog, which validates with zod (~12 KB gzip). They sit
// well below the fold, so their section loads on its own and the hero paints without zod.
const HomeMentors = lazy(() => import('../components/home-mentors'));

export default function HomeRoute() {
  usePageTitle(
    'Home',
    'HerWay: one-on-one college recruiting mentorship for female high-school athletes and their parents, from two college athletes. Book a free consultation.',
  );
  return (
    <>
      <HomeHero />
      <HomeFeatures />
      <HomeSteps />
      <Suspense fallback={<div aria-hidden="true" className="min-h-[72rem] md:min-h-[54rem] lg:min-h-[48rem]" />}>
        <HomeMentors />
      </Suspense>
      <HomeCta />
    </>
  );
}
