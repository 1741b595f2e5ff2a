/**
 * The eight hero illustrations /image-options offers (light SVGs in the brand's plum and rose,
 * 800 x 640 like the default, under public/images/hero). `alt` becomes the Home hero's alt text.
 */
export type HeroImageOption = {
  id: string;
  name: string;
  image: string;
  alt: string;
};

const option = (id: string, name: string, alt: string): HeroImageOption => ({ id, name, image: `/images/hero/${id}.svg`, alt });

export const heroImageOptions: readonly HeroImageOption[] = [
  option('soccer', 'Golden Goal', 'Illustration: a soccer ball curving toward the goal under a rising sun'),
  option('volleyball', 'Beach Rally', 'Illustration: a volleyball flying over the net above sand dunes'),
  option('basketball', 'Nothing but Net', 'Illustration: a basketball arcing toward the hoop'),
  option('softball', 'Diamond Day', 'Illustration: a softball hit high above the infield diamond'),
  option('track', 'Final Stretch', 'Illustration: running lanes with hurdles leading to the sun on the horizon'),
  option('swimming', 'Lane Four', 'Illustration: a swimmer racing down her lane between lane ropes'),
  option('tennis', 'Match Point', 'Illustration: a tennis ball flying over the net of a court'),
  option('lacrosse', 'Quick Stick', 'Illustration: a lacrosse stick sending the ball toward the goal'),
];
