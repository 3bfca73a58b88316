/**
 * The offer of the visitor's language on an English page (src/components/layout/LanguageOffer.astro).
 * It runs on every English page, so it stays apart from the language switch and its routes.
 */
import { LANGUAGE_STORAGE_KEY } from './constants';

/**
 * The language to offer a visitor: the first of their browser's languages in which the page
 * exists, unless they have chosen a language or turned an offer down before.
 */
export function languageToOffer(browser: readonly string[], offered: readonly string[], remembered: string | null): string | undefined {
  if (remembered) return undefined;
  for (const tag of browser) {
    const code = tag.split('-')[0]?.toLowerCase() ?? '';
    if (code === 'en') return undefined;
    if (offered.includes(code)) return code;
  }
  return undefined;
}

function remember(code: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, code);
  } catch {
    // Storage may be unavailable (private modes); the offer then simply returns on the next page.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Shows the offer (src/components/layout/LanguageOffer.astro) that suits the visitor, if any. */
export function offerLanguage(root: HTMLElement | null) {
  if (!root) return;
  const offers = [...root.querySelectorAll<HTMLElement>('[data-language-offer]')];
  const code = languageToOffer(navigator.languages, offers.map((o) => o.dataset['languageOffer'] ?? ''), remembered());
  const offer = offers.find((o) => o.dataset['languageOffer'] === code);
  // Says the choice is made, offer or none (the browser tests wait for it).
  root.dataset['languageChecked'] = code ?? '';
  if (!code || !offer) return;
  const accept = offer.querySelector<HTMLAnchorElement>('[data-offer-accept]');
  if (accept) {
    // The page's address in that language is in the link; the visitor's query and fragment go with it.
    accept.href = `${accept.getAttribute('href') ?? ''}${location.search}${location.hash}`;
    accept.addEventListener('click', () => remember(code));
  }
  offer.querySelector('[data-offer-dismiss]')?.addEventListener('click', () => {
    remember('en');
    offer.hidden = true;
  });
  offer.hidden = false;
}
