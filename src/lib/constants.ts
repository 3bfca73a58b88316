/** The site's behaviour constants (timings, offsets and counts) in one place, so a change is made once. */

export const HERO = {
  /** Time each slide stays before the next one. */
  autoAdvanceMs: 5000,
  /** Scroll-down arrow: offset added to the next section's top, by viewport width. */
  scrollOffsetNarrow: -40,
  scrollOffsetWide: 30,
  wideFromPx: 1024,
} as const;

export const COUNT_UP = {
  durationMs: 2000,
  /**
   * A figure's script loads this far ahead of the viewport, so that the figure is reset while out
   * of view and counts as it comes in; one whose script arrives late keeps its final value.
   */
  hydrateMargin: { rootMargin: '300px' },
} as const;

/*
 * The constants that the script of every page reads are plain values of their own, not members
 * of an object: the build inlines such a value where it is used (rolldown's `inlineConst`), so
 * that script does not load this module's chunk for them.
 */

/** Wait before scrolling to an anchor after navigating home from another page. */
export const ANCHOR_SCROLL_DELAY_MS = 300;
/** sessionStorage key that carries that anchor across the navigation. */
export const ANCHOR_STORAGE_KEY = 'menu-anchor';
/** localStorage key of the investor login state. */
export const AUTH_STORAGE_KEY = 'isAuthenticated';
/** localStorage key of the visitor's choice of language (or refusal of the offer of one). */
export const LANGUAGE_STORAGE_KEY = 'language';

export const INVESTOR_PANEL = {
  topOffsetPx: 80,
} as const;

export const TOAST = {
  limit: 1,
  durationMs: 5000,
  swipeThresholdPx: 50,
  hotkey: 'F8',
  maxWidthPx: 420,
  /** Dismissed toasts leave the DOM after this delay (1,000,000 ms: in practice, never). */
  removeDelayMs: 1_000_000,
} as const;

export const ANIMATION = {
  /** Cards in a grid appear one after another, this far apart. */
  staggerSeconds: 0.1,
  /** How long a card takes to appear. */
  cardSeconds: 0.5,
  /** The menu and the investor panel open and close in this time. */
  panelSeconds: 0.5,
  /** A phase of the development timeline opens or closes in this time. */
  accordionSeconds: 0.35,
  /** The site's easing (the stylesheet's --ease-calm), as cubic-bezier points. */
  ease: [0.22, 1, 0.36, 1],
} as const;

export const COUNTS = {
  languages: 4,
  properties: 9,
  projects: 6,
  brands: 6,
  people: 6,
  articles: 6,
  municipalities: 8,
} as const;

export const AUTH = {
  /**
   * Where the key derived from the password is kept, so protected pages open after navigation:
   * an IndexedDB database, its object store and the record's key. IndexedDB keeps the CryptoKey
   * object itself, so the key stays non-extractable.
   */
  keyDatabase: 'investor-access',
  keyObjectStore: 'keys',
  keyRecord: 'investor',
  /** Where earlier builds kept the key's bytes in localStorage; removed wherever still found. */
  legacyKeyStorageKey: 'investorKey',
  /** Window event fired when this tab logs in or out. */
  changeEvent: 'investor-access-change',
  /** PBKDF2 rounds (SHA-256) from password to key: OWASP's 2023 recommendation. */
  pbkdf2Iterations: 600_000,
} as const;

/**
 * The longest summary a card shows, in characters (cut by `cardExcerpt`): about three lines of a
 * news card and of a press release's row, two to three of a portfolio card, at any width. The
 * card's text is cut here rather than clamped by CSS, which clips the words of a reader who sets
 * wider spacing and cuts its last line inside a word or a figure.
 */
export const CARD_TEXT = { news: 180, press: 260, portfolio: 140 } as const;
