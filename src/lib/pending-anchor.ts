/**
 * A menu link to an anchor of another page stores the anchor before it goes there (the top bar's
 * use-follow-link); the page it reaches scrolls to it (src/components/layout/PendingAnchor.astro).
 * Kept apart from the menu's rules, as every page loads it.
 */

/** A pending anchor scroll, stored across the navigation to the anchor's page. */
interface PendingAnchor {
  path: string;
  id: string;
}

/** A path without its trailing slashes (`/` stays `/`). */
export const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/** The stored anchor to scroll to on the page at `pathname`, if the navigation was for it. */
export function pendingAnchorFor(stored: string | null, pathname: string): string | undefined {
  if (!stored) return undefined;
  try {
    const pending = JSON.parse(stored) as Partial<PendingAnchor>;
    if (typeof pending.id !== 'string' || typeof pending.path !== 'string') return undefined;
    return trimSlash(pending.path) === trimSlash(pathname) ? pending.id : undefined;
  } catch {
    return undefined;
  }
}
