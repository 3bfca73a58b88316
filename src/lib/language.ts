/** The language switch and the offer of another language: the same page in that language, query and fragment kept. */
import { LANGUAGE } from './constants';
import { localizePath, splitLocale } from './routes';

export function languageHref(pathname: string, locale: string, rest = ''): string {
  return localizePath(splitLocale(pathname).path, locale) + rest;
}

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
    localStorage.setItem(LANGUAGE.storageKey, code);
  } catch {
    // Storage may be unavailable (private modes); the offer then simply returns on the next page.
  }
}

function remembered(): string | null {
  try {
    return localStorage.getItem(LANGUAGE.storageKey);
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
    accept.href = languageHref(location.pathname, code, location.search + location.hash);
    accept.addEventListener('click', () => remember(code));
  }
  offer.querySelector('[data-offer-dismiss]')?.addEventListener('click', () => {
    remember('en');
    offer.hidden = true;
  });
  offer.hidden = false;
}
