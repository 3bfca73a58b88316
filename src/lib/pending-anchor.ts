/**
 * A menu link to an anchor of another page stores the anchor before it goes there (the top bar's
 * use-follow-link); the page it reaches scrolls to it (`scrollToPendingAnchor`, in the script of
 * src/layouts/BaseLayout.astro). Kept apart from the menu's rules (src/lib/menu-links.ts) and
 * imports nothing of theirs, as every page loads it.
 */
import { ANCHOR_SCROLL_DELAY_MS, ANCHOR_STORAGE_KEY } from './constants';

/** A pending anchor scroll, stored across the navigation to the anchor's page. */
interface PendingAnchor {
  path: string;
  id: string;
}

/**
 * A path as compared here: without its trailing slashes (so `/` is empty). As `samePath` of
 * src/lib/routes.ts, which this module does not import: the routes would come with it.
 */
const bare = (path: string) => path.replace(/\/+$/, '');

/** The stored anchor to scroll to on the page at `pathname`, if the navigation was for it. */
export function pendingAnchorFor(stored: string | null, pathname: string): string | undefined {
  if (!stored) return undefined;
  try {
    const pending = JSON.parse(stored) as Partial<PendingAnchor>;
    if (typeof pending.id !== 'string' || typeof pending.path !== 'string') return undefined;
    return bare(pending.path) === bare(pathname) ? pending.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Finishes a menu link to an anchor of another page (e.g. /#what-we-do from /contact): the menu
 * stored the anchor and went to the page; here the page scrolls to it once settled.
 */
export function scrollToPendingAnchor() {
  try {
    const id = pendingAnchorFor(sessionStorage.getItem(ANCHOR_STORAGE_KEY), location.pathname);
    sessionStorage.removeItem(ANCHOR_STORAGE_KEY);
    if (!id) return;
    setTimeout(() => {
      const target = document.getElementById(id);
      if (!target) return;
      // The query written out rather than taken from ./motion: this runs in the script of every
      // page, which a shared module would split into a second file, over the pages' script budget.
      const smooth = !matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto' });
      history.replaceState(history.state, '', `#${encodeURIComponent(id)}`);
    }, ANCHOR_SCROLL_DELAY_MS);
  } catch {
    // Without sessionStorage there is nothing pending.
  }
}
