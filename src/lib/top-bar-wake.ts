/**
 * Wakes the top bar (src/components/layout/Header.astro) on the visitor's first sign of intent
 * towards it: a pointer over it, a touch or focus inside it. Until then a page carries none of
 * the bar's code (React, the panels, framer-motion), only this; its own module
 * (src/islands/top-bar/mount.ts) comes in a `<script>` element of its own.
 *
 * A click that lands on one of the bar's links or buttons while its code is still loading is held
 * back and replayed on the same element once the bar has marked itself ready with a
 * `data-hydrated` attribute, so a quick first tap opens the panel instead of following the
 * no-JavaScript fallback link. If loading fails, the held click follows that link after all.
 * Nothing is reported: a visitor who follows a link while the code
 * downloads cancels the download, which the browser tells as a failed load (the `error` event),
 * and a real failure leaves the page working as it does without JavaScript.
 *
 * A visitor logged in as an investor gets the bar at once (when the browser is idle), so it
 * offers "Log out" without waiting for a gesture.
 */
import { AUTH_STORAGE_KEY } from './constants';

const INTENT = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

function whenReady(bar: HTMLElement): Promise<void> {
  if (bar.querySelector('[data-hydrated]')) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!bar.querySelector('[data-hydrated]')) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(bar, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'], childList: true });
  });
}

/** Runs the module at `src`; whether it did, once it has run or failed to load (or its load was cancelled). */
function runModule(src: string): Promise<boolean> {
  return new Promise((resolve) => {
    const script = document.createElement('script');
    script.type = 'module';
    script.src = src;
    script.addEventListener('load', () => resolve(true));
    script.addEventListener('error', () => resolve(false));
    document.head.append(script);
  });
}

function loggedIn(): boolean {
  try {
    return localStorage.getItem(AUTH_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

/** Hydrates `bar` with the module at `src` on the visitor's first intent towards the top bar. */
export function wakeTopBarOnIntent(bar: HTMLElement | null, src: string) {
  if (!bar) return;
  const zone = bar.closest('header') ?? bar;
  let held: HTMLElement | null = null;
  let started = false;

  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('a, button') : null;
    if (!target || !bar.contains(target)) return;
    // Neither the browser nor a half-hydrated React may act on it: it is replayed once ready.
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };

  const start = async () => {
    if (started) return;
    started = true;
    for (const type of INTENT) zone.removeEventListener(type, start);
    if (await runModule(src)) await whenReady(bar);
    bar.removeEventListener('click', hold, true);
    held?.click();
  };

  bar.addEventListener('click', hold, true);
  for (const type of INTENT) zone.addEventListener(type, start, { once: true, passive: true });
  // WebKit (Safari) has no requestIdleCallback.
  if (loggedIn()) (window.requestIdleCallback ?? setTimeout)(() => void start());
}
