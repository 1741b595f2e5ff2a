import { ArrowRight, CalendarCheck, Clock, Users } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { HERO_HEADING_LEAD } from '@/components/hero/hero-copy';
import { BRAND, TAGLINE } from '@/config/site';
import { HERO_IMAGE_HEIGHT, HERO_IMAGE_WIDTH, useHeroImageChoice, type HeroImageChoice } from '@/lib/hero-image-choice';
import { MIN_ATHLETE_AGE, REPLY_WITHIN_HOURS } from '../config/support';
import { IconFacts } from './icon-facts';
import { ConsultationLink } from './home-consultation-link';

/** The hero image zooms in this long after it has loaded. */
export const HERO_ZOOM_DELAY_MS = 300;
const HERO_ZOOM_SCALE = 'scale(1.08)';

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The hero image in a fixed-ratio frame (no layout shift). 300 ms after it loads it zooms in
 * slowly (a CSS transform transition; not for reduced motion). If it fails to load, the
 * pictured person's initials show on grey instead: a broken image is never shown.
 */
export function HeroImage({ choice }: { choice: HeroImageChoice }) {
  const [failed, setFailed] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [zoomed, setZoomed] = useState(false);
  const image = useRef<HTMLImageElement>(null);

  // On a prerendered page the image may have loaded, or failed, before React was listening.
  useEffect(() => {
    const element = image.current;
    if (!element?.complete) return;
    if (element.naturalWidth > 0) setLoaded(true);
    else setFailed(true);
  }, []);

  useEffect(() => {
    if (!loaded || prefersReducedMotion()) return;
    const timer = window.setTimeout(() => setZoomed(true), HERO_ZOOM_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded]);

  return (
    <div className="relative aspect-[5/4] w-full overflow-hidden rounded-[2rem] bg-plum-100 shadow-2xl shadow-plum-900/20 ring-1 ring-plum-900/5">
      {failed ? (
        <div
          data-fallback="initials"
          className="flex size-full items-center justify-center bg-gray-200"
          role={choice.alt ? 'img' : undefined}
          aria-label={choice.alt || undefined}
        >
          <span
            aria-hidden="true"
            className="flex size-32 items-center justify-center rounded-full bg-gray-300 text-5xl font-bold tracking-wide text-gray-700 sm:size-40 sm:text-6xl"
          >
            {choice.initials}
          </span>
        </div>
      ) : (
        <img
          ref={image}
          src={choice.image}
          alt={choice.alt}
          width={HERO_IMAGE_WIDTH}
          height={HERO_IMAGE_HEIGHT}
          fetchPriority="high"
          decoding="async"
          onLoad={() => setLoaded(true)}
          onError={() => setFailed(true)}
          data-zoomed={zoomed ? 'true' : 'false'}
          className="size-full object-cover transition-transform duration-[2400ms] ease-out"
          style={{ transform: zoomed ? HERO_ZOOM_SCALE : 'scale(1)' }}
        />
      )}
    </div>
  );
}

const promises = [
  { Icon: Users, text: 'Run by two college athletes' },
  { Icon: CalendarCheck, text: `For athletes ${MIN_ATHLETE_AGE} and up` },
  { Icon: Clock, text: `Replies within ${REPLY_WITHIN_HOURS} hours` },
];

export function HomeHero() {
  const choice = useHeroImageChoice();

  return (
    <section aria-labelledby="home-hero-heading" className="relative isolate overflow-hidden bg-linear-to-b from-plum-50 via-white to-white">
      <div aria-hidden="true" className="absolute -top-40 -left-32 -z-10 size-96 rounded-full bg-plum-200/50 blur-3xl" />
      <div aria-hidden="true" className="absolute top-24 -right-40 -z-10 size-96 rounded-full bg-rose-200/40 blur-3xl" />
      <Container className="grid grid-cols-1 items-center gap-12 py-12 sm:py-16 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:py-24">
        <div>
          <p className="inline-flex items-center rounded-full border border-plum-200 bg-white/80 px-3 py-1 text-xs font-semibold tracking-wide text-plum-800 uppercase sm:text-sm">
            College recruiting mentorship
          </p>
          <h1 id="home-hero-heading" className="mt-5 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-ink sm:text-6xl">
            {HERO_HEADING_LEAD} <span className="text-plum-700">{BRAND}</span>
          </h1>
          <p className="mt-5 text-xl font-semibold text-plum-800 sm:text-2xl">{TAGLINE}</p>
          <p className="mt-4 max-w-xl text-base text-pretty text-muted sm:text-lg">
            One-on-one guidance for female high-school athletes and their parents from two college athletes who went through recruiting themselves: what to do,
            when to do it, and how to get noticed by the right coaches.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ConsultationLink location="home_hero" className={buttonVariants({ size: 'lg' })} />
            <Link to="/mentorship" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Explore Mentorship
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </div>
          <IconFacts facts={promises} className="mt-8" />
        </div>
        <div className="mx-auto w-full max-w-xl lg:max-w-none">
          <HeroImage key={choice.image} choice={choice} />
        </div>
      </Container>
    </section>
  );
}
