/** The home hero carousel's rules, apart from the browser. */
import { HERO } from './constants';

/** The slide after `index`, wrapping round to the first. */
export const nextSlide = (index: number, count: number) => (count > 0 ? (index + 1) % count : 0);

/** The scroll-down arrow lands 40 px above the next section below 1024 px, 30 px into it from there. */
export const scrollOffset = (viewportWidth: number) => (viewportWidth < HERO.wideFromPx ? HERO.scrollOffsetNarrow : HERO.scrollOffsetWide);

/** The window scroll position that brings a section whose top is `sectionTop` (page coordinates) into place. */
export const scrollTarget = (sectionTop: number, viewportWidth: number) => Math.max(0, Math.round(sectionTop + scrollOffset(viewportWidth)));
