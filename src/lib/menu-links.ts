/**
 * What a click on a menu link does. Ordinary links are followed; a link to an anchor of the
 * page being shown scrolls there; a link to an anchor of another page (the menu's /#what-we-do
 * from /contact) goes to that page first and scrolls once it has settled (300 ms).
 */
import { samePath } from './routes';

export type MenuLinkAction =
  | { kind: 'follow' }
  | { kind: 'scroll'; id: string }
  | { kind: 'navigate'; path: string; id: string };


/**
 * `href` is the link's address (absolute or site-relative), `current` the address of the page
 * being shown; both are read against the same origin.
 */
export function menuLinkAction(href: string, current: string): MenuLinkAction {
  const here = new URL(current);
  const target = new URL(href, here);
  const id = decodeURIComponent(target.hash.slice(1));
  if (!id || target.origin !== here.origin) return { kind: 'follow' };
  if (samePath(target.pathname, here.pathname) && target.search === here.search) return { kind: 'scroll', id };
  return { kind: 'navigate', path: target.pathname + target.search, id };
}
