/**
 * Modal behaviour for the menu and investor panels while they are open: the page behind does
 * not scroll, focus moves into the panel and Tab cycles inside it.
 */
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(node: HTMLElement): HTMLElement[] {
  return Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => el.getClientRects().length > 0 && !el.closest('[inert]'));
}

export function useModal(ref: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const node = ref.current;
    if (!open || !node) return;
    const root = document.documentElement;
    const saved = { overflow: root.style.overflow, paddingRight: root.style.paddingRight };
    // Keep the page from shifting sideways when its scrollbar disappears.
    const scrollbar = window.innerWidth - root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbar > 0) root.style.paddingRight = `${scrollbar}px`;

    // The panel becomes visible in this same commit: its classes make that change immediate.
    (node.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(node)[0])?.focus();

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
      root.style.overflow = saved.overflow;
      root.style.paddingRight = saved.paddingRight;
    };
  }, [open, ref]);
}
