/**
 * Runs in the browser, inlined in every page that has a `client:settled` island.
 *
 * Like Astro's `client:visible` (the island hydrates when it comes within `rootMargin` of the viewport),
 * but never before the page has loaded and painted its first screen. An island in the first
 * screen would otherwise hydrate between the first layout and the first paint: its framework's
 * start-up then runs before the largest picture is shown and its scripts compete with that
 * picture for the network, which on a phone delays what the visitor sees first by about a second.
 */
import type { ClientDirective } from 'astro';

/**
 * Resolves once the load event has fired and the browser has reported its first contentful paint.
 * Paint timing and events are used rather than timers, which a page's tests may hold still.
 */
function pageSettled(): Promise<void> {
  const loaded = new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else addEventListener('load', () => resolve(), { once: true });
  });
  const painted = new Promise<void>((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return Promise.all([loaded, painted]).then(() => undefined);
}

const settled: ClientDirective = (load, options, el) => {
  // The value is typed as a string, but Astro hands the directive the object written in the page.
  const value: unknown = options.value;
  const rootMargin = typeof value === 'object' && value !== null && 'rootMargin' in value ? String(value.rootMargin) : '0px';
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  void pageSettled().then(() => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void hydrate();
      },
      { rootMargin },
    );
    // An island renders into <astro-island>, which is display: contents; its children are what shows.
    for (const child of el.children) observer.observe(child);
  });
};

export default settled;
