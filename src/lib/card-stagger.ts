/**
 * Cards of a list page (`[data-stagger]` lists) appear one after another, ANIMATION.staggerSeconds
 * apart, as they scroll into view. Cards on screen when the page opens are being read and stay
 * as they are; so does everything under reduced motion or without JavaScript. The animation
 * code (framer-motion's WAAPI animate) loads on the visitor's first scroll, not with the page.
 */
import mini from 'framer-motion/dom/mini?chunk-url';
import { ANIMATION } from './constants';
import { prefersReducedMotion } from './motion';

type Animate = typeof import('framer-motion/dom/mini').animate;

const EASE: [number, number, number, number] = [...ANIMATION.ease];

export function staggerCards(root: ParentNode = document) {
  if (prefersReducedMotion() || !('IntersectionObserver' in window)) return;
  const waiting = [...root.querySelectorAll<HTMLElement>('[data-stagger] > *')].filter((card) => card.getBoundingClientRect().top > window.innerHeight);
  if (waiting.length === 0) return;
  for (const card of waiting) card.style.opacity = '0';

  let library: Promise<Animate> | undefined;
  // Imported by its address: an import() of the package would bring Vite's preload helper to the page.
  const load = () => (library ??= (import(/* @vite-ignore */ mini) as Promise<typeof import('framer-motion/dom/mini')>).then((module) => module.animate));
  window.addEventListener('scroll', () => void load(), { once: true, passive: true });

  const entering = new IntersectionObserver((entries) => {
    const arrived = entries.filter((entry) => entry.isIntersecting).map((entry) => entry.target as HTMLElement);
    if (arrived.length === 0) return;
    for (const card of arrived) entering.unobserve(card);
    void load().then((animate) =>
      arrived.forEach((card, i) =>
        animate(card, { opacity: [0, 1], transform: ['translateY(1.5rem)', 'none'] }, { duration: ANIMATION.cardSeconds, delay: i * ANIMATION.staggerSeconds, ease: EASE }).then(() => {
          card.style.removeProperty('opacity');
          card.style.removeProperty('transform');
        }),
      ),
    );
  });
  for (const card of waiting) entering.observe(card);
}
