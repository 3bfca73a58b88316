/**
 * Runs in the browser, inlined in every page that has a `client:intent` island.
 *
 * The watched region is the island's closest <header> (the whole top bar), else the island.
 * A click that lands on one of the island's links or buttons while its code is still loading
 * is held back and replayed on the same element once the island has marked itself ready with
 * a `data-hydrated` attribute, so a quick first tap opens the panel instead of following the
 * no-JavaScript fallback link. If loading fails, the held click follows that link after all.
 *
 * A visitor logged in as an investor gets the island at once (when the browser is idle), so
 * the top bar offers "Log out" without waiting for a gesture.
 */
import type { ClientDirective } from 'astro';
import { AUTH_STORAGE_KEY } from '../lib/constants';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function whenReady(el: HTMLElement): Promise<void> {
  if (el.querySelector('[data-hydrated]')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!el.querySelector('[data-hydrated]')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(el, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'], childList: true });
  });
}

const intent: ClientDirective = (load, _options, el) => {
  const zone = el.closest('header') ?? el;
  let held: HTMLElement | null = null;
  let started = false;

  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
    if (!target || !el.contains(target)) return;
    // Neither the browser nor a half-hydrated React may act on it: it is replayed once ready.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT) zone.removeEventListener(type, start);
    try {
      const hydrate = await load();
      await hydrate();
      await whenReady(el);
    } finally {
      el.removeEventListener('click', hold, true);
      held?.click();
    }
  };

  el.addEventListener('click', hold, true);
  for (const type of INTENT) zone.addEventListener(type, start, { once: true, passive: true });
  if (loggedIn()) (window.requestIdleCallback ?? setTimeout)(() => void start());
};

function loggedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

export default intent;
