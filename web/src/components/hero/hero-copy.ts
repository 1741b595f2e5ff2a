import { BRAND } from '@/config/site';

/** The Home hero's heading, before the brand name the hero sets in colour. */
export const HERO_HEADING_LEAD = 'Her Process, Her Future,';

/** 'Her Process, Her Future, HerWay': the Home hero and the /hero-options previews. */
export const HERO_HEADING = `${HERO_HEADING_LEAD} ${BRAND}`;
