/**
 * The visitor's wish for less motion, asked in one place by every script that animates or scrolls
 * (the stylesheets ask it with `@media (prefers-reduced-motion: reduce)` and Tailwind's `motion-reduce:`).
 */
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** The query itself, for a script that follows a change of the setting. */
export const reducedMotionQuery = () => matchMedia(REDUCED_MOTION);

export const prefersReducedMotion = () => reducedMotionQuery().matches;
