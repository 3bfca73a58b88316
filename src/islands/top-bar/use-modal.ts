/**
 * Modal behaviour for the top bar's panels while they are open: the page behind does not
 * scroll and is inert (no focus, no clicks, hidden from assistive technology) but for what stays
 * usable beside the panel (the top bar above it), and focus-trap moves focus into the panel and
 * keeps Tab inside it. A native modal <dialog> would make the top bar inert too, and it must
 * stay usable: its toggles switch from one panel to the other.
 */
import { createFocusTrap } from 'focus-trap';
import { useEffect, useRef, type RefObject } from 'react';

const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

/** Stops the page from scrolling; returns the way back. */
export function lockScroll() {
  const root = document.documentElement;
  const saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbar = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;
  return () => {
    root.style.overflow = saved.overflow;
    root.style.paddingRight = saved.paddingRight;
  };
}

/**
 * Makes everything in the body inert except `keep` and what contains them; returns the way
 * back, which leaves alone what was inert before.
 */
export function inertOutside(keep: (Element | null | undefined)[]) {
  const kept = keep.filter((el): el is Element => !!el);
  const changed: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of parent.children) {
      if (kept.includes(child)) continue;
      if (kept.some((el) => child.contains(el))) visit(child);
      else if (!NEVER_INERT.has(child.tagName) && !child.hasAttribute('inert')) {
        child.setAttribute('inert', '');
        changed.push(child);
      }
    }
  };
  visit(document.body);
  return () => {
    for (const el of changed) el.removeAttribute('inert');
  };
}

/** Notifications stay live whatever is open: they report what the panels did. */
export const notifications = () => document.querySelector('[data-toaster]');

/** `keep`: what stays usable beside the panel (the top bar above it, say). */
export function useModal(ref: RefObject<HTMLElement | null>, open: boolean, keep: () => (Element | null | undefined)[] = () => []) {
  const kept = useRef(keep);
  kept.current = keep;
  useEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    const unlock = lockScroll();
    const release = inertOutside([node, notifications(), ...kept.current()]);

    const trap = createFocusTrap(node, {
      initialFocus: () => node.querySelector<HTMLElement>('[data-autofocus]') ?? undefined,
      fallbackFocus: node,
      // The top bar closes its panels on Escape and gives focus back to their toggle itself.
      escapeDeactivates: false,
      returnFocusOnDeactivate: false,
      // A click on the backdrop closes the panel; one on the top bar or a notice does its own work.
      allowOutsideClick: true,
      preventScroll: true,
    }).activate();
    return () => {
      trap.deactivate();
      release();
      unlock();
    };
  }, [open, ref]);
}
