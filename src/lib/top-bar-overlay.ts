/**
 * The top bar over a page's hero, in browsers without scroll-driven animations (Firefox, Safari
 * before 26): global.css lays the hero under the clear bar there too, and this marks the bar
 * `is-scrolled` once the page has scrolled about as far as the animation turns it solid (85% of
 * the way to 60svh less the bar's height). Where the animation runs, it does nothing.
 */
export function solidifyOnScroll(header: HTMLElement | null) {
  if (!header?.classList.contains('is-overlay') || CSS.supports('animation-timeline: scroll()')) return;
  const update = () => header.classList.toggle('is-scrolled', scrollY > 0.85 * (0.6 * innerHeight - header.offsetHeight));
  addEventListener('scroll', update, { passive: true });
  update();
}
