/** Switching language: remember the choice, then open the same page in that language. */
import type { MouseEvent } from 'react';
import { LANGUAGE_STORAGE_KEY } from '@/lib/constants';
import { languageHref } from '@/lib/language';

export function chooseLanguage(event: MouseEvent<HTMLAnchorElement>, code: string) {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage may be unavailable (private modes); the link still switches the language.
  }
  window.location.assign(languageHref(window.location.pathname, code, window.location.search + window.location.hash));
}
