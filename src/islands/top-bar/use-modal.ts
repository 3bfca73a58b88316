/**
 * Modal behaviour for the top bar's panels while they are open: the page behind does not
 * scroll and is inert (no focus, no clicks, hidden from assistive technology), focus moves into
 * the panel and Tab cycles inside it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';
const NEVER_INERT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'LINK', 'META']);

function focusables(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

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

    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0])?.focus({ preventScroll: true });

    const trap = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const list = focusables(node);
      const first = list[0];
      const last = list[list.length - 1];
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', trap);
    return () => {
      document.removeEventListener('keydown', trap);
      release();
      unlock();
    };
  }, [open, ref]);
}
