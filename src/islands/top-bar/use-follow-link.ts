/**
 * A click on a menu link (the rules are `menuLinkAction`'s): the panel closes, then a link to a
 * section of the page being shown scrolls there, a link to a section of another page stores the
 * section for that page to scroll to once it has settled (`scrollToPendingAnchor`), and any other link is
 * followed. Clicks that open a new tab or window are left to the browser.
 */
import type { MouseEvent } from 'react';
import { ANCHOR_STORAGE_KEY } from '@/lib/constants';
import { menuLinkAction } from '@/lib/menu-links';
import { prefersReducedMotion } from '@/lib/motion';


function scrollToId(id: string) {
  document.getElementById(id)?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/** `close` is called with false: focus goes where the link leads, not back to the menu button. */
export function useFollowLink(close: (restoreFocus: boolean) => void) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    const action = menuLinkAction(event.currentTarget.href, window.location.href);
    close(false);
    if (action.kind === 'follow') return;
    event.preventDefault();
    if (action.kind === 'scroll') {
      window.history.pushState(window.history.state, '', `#${encodeURIComponent(action.id)}`);
      // The page scrolls again once the panel's scroll lock is gone.
      requestAnimationFrame(() => scrollToId(action.id));
      return;
    }
    try {
      sessionStorage.setItem(ANCHOR_STORAGE_KEY, JSON.stringify({ path: action.path, id: action.id }));
      window.location.assign(action.path);
    } catch {
      window.location.assign(event.currentTarget.href);
    }
  };
}
