/**
 * The browser side of protected blocks (`[data-investor-only]`, made by InvestorOnly.astro):
 * decrypts and shows them while the visitor is logged in, and otherwise sends the visitor to
 * the login page with the way back.
 */
import { open } from './crypto';
import { isUnlocked, logout, subscribe, unlockedKey } from './index';

const BLOCK = '[data-investor-only]';
/** What each block showed while locked, to put back on logout. */
const notices = new WeakMap<HTMLElement, Node[]>();

const blocks = (state: 'open' | 'sealed') =>
  [...document.querySelectorAll<HTMLElement>(BLOCK)].filter((block) => ('open' in block.dataset) === (state === 'open'));

function toLogin() {
  const login = document.querySelector<HTMLElement>(BLOCK)?.dataset['login'];
  if (!login) return;
  const from = location.pathname + location.search + location.hash;
  // replace, not assign: Back from the login page must not land on a page that leaves again.
  location.replace(`${login}?from=${encodeURIComponent(from)}`);
}

/** Scripts set through innerHTML never run; fresh copies do (islands, component scripts). */
function runScripts(root: HTMLElement) {
  for (const old of root.querySelectorAll('script')) {
    const fresh = document.createElement('script');
    for (const { name, value } of old.attributes) fresh.setAttribute(name, value);
    fresh.text = old.text;
    old.replaceWith(fresh);
  }
}

async function openSealed() {
  const sealed = blocks('sealed');
  if (sealed.length === 0) return;
  const key = await unlockedKey();
  if (!key) return toLogin();
  for (const block of sealed) {
    let html: string;
    try {
      html = await open(key, { iv: block.dataset['iv'] ?? '', data: block.dataset['sealed'] ?? '' });
    } catch {
      // A key from another build: the session is stale, and logging out sends the visitor to log in.
      await logout();
      return;
    }
    notices.set(block, [...block.childNodes]);
    block.innerHTML = html;
    block.dataset['open'] = '';
    runScripts(block);
  }
}

let opening = Promise.resolve();
/** One pass at a time, so a login during the first pass cannot open a block twice. */
function openBlocks() {
  opening = opening.then(openSealed);
}

function lock() {
  for (const block of blocks('open')) {
    block.replaceChildren(...(notices.get(block) ?? []));
    delete block.dataset['open'];
  }
  toLogin();
}

export function guardProtectedContent() {
  openBlocks();
  subscribe(() => (isUnlocked() ? openBlocks() : lock()));
  // A page restored from the back-forward cache may show content the visitor has since locked.
  addEventListener('pageshow', (event) => {
    if (event.persisted && !isUnlocked()) lock();
  });
}
