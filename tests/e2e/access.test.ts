/**
 * Investor access against the production build: nothing protected (nor the password) in the
 * clear anywhere in dist/, locked pages sending visitors to the login page, the login page's
 * notices, and the way back to the protected page, which then shows its content.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { AUTH_STORAGE_KEY, LANGUAGE_STORAGE_KEY, TOAST } from '@/lib/constants';
import { localizePath, routes } from '@/lib/routes';
import { investorKeyBytes, investorPassword, logInOnPage, openBlock, protectedEntries, sealedBlocks, storedSession, type ProtectedEntry } from '../support/access';
import { addAxe, axeViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { holdClock } from '../support/clock';
import { DIST, fileFor, readBuilt } from '../support/site';
import { panels } from '../support/top-bar';
import { animationsDone } from '../support/wait';

const { open } = useBrowser({ heroVideo: false });
const t = useTranslations('en');
const entries = protectedEntries();

/** The two entries the browser checks use: the first two whose pages are built (the first test requires every one to be). */
function twoBuilt(): [ProtectedEntry, ProtectedEntry] {
  const [one, two] = entries.filter((entry) => fileFor(entry.path));
  if (!one || !two) throw new Error('The content marks fewer than two built pages investors-only.');
  return [one, two];
}
const [first, second] = twoBuilt();

function filesIn(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesIn(path) : [path];
  });
}

const collapse = (text: string) => text.replace(/\s+/g, ' ');

/** The phrases of an entry that its page really shows once opened (so finding none proves something). */
function shownPhrases(entry: ProtectedEntry): string[] {
  const file = fileFor(entry.path);
  if (!file) throw new Error(`${entry.path} is not built`);
  const opened = collapse(sealedBlocks(readBuilt(file)).map(openBlock).join(' '));
  return entry.phrases.filter((phrase) => opened.includes(phrase));
}

/** The text of the page's protected blocks once they are open. */
const openedText = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-investor-only][data-open]')].map((el) => el.textContent).join(' ').replace(/\s+/g, ' '));

const toasts = (page: Page) => page.locator('[data-toast]');

/** The text of the elements a field's aria-describedby names. */
const describedBy = (field: Locator) =>
  field.evaluate((el) => (el.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent?.trim() ?? '').join(' '));

/** What the page's live regions hold: what a screen reader has been told. */
const announced = (page: Page) =>
  page.evaluate(() => [...document.querySelectorAll('[role="alert"], [role="status"], [aria-live]:not([aria-live="off"])')].map((el) => el.textContent?.trim() ?? '').filter(Boolean));

/** The notice a wrong password brings: its title, then what to do. */
const invalidNotice = (page: Page) => toasts(page).first().innerText().then((text) => text.replace(/\s+/g, ' ').trim());
const INVALID = `${t('login.invalidTitle')} ${t('login.invalidDescription')}`;

/** The password check takes a moment (PBKDF2), so waits allow for it. */
const SLOW = { timeout: 20_000 };

const lastToastId = (page: Page) =>
  page.evaluate(() => Math.max(0, ...[...document.querySelectorAll<HTMLElement>('[data-toast-id]')].map((el) => Number(el.dataset['toastId']))));

/** The page is the entry's, with its protected content open. */
async function expectOpen(page: Page, entry: ProtectedEntry) {
  await page.waitForURL((url) => url.pathname === entry.path);
  await expect.poll(() => openedText(page), SLOW).toContain(shownPhrases(entry)[0]);
}

/** Opens a protected page as a visitor is sent from it to log in, logs in, and is back on it with its content open. */
async function openAfterLogin(entry: ProtectedEntry): Promise<Page> {
  const page = await open(entry.path);
  await page.waitForURL((url) => url.pathname === routes.investorLogin);
  await logInOnPage(page);
  await expectOpen(page, entry);
  return page;
}

/** Submits a wrong password and waits for the notice it brings. */
async function failLogin(page: Page) {
  const before = await lastToastId(page);
  await logInOnPage(page, 'not-the-password');
  await expect.poll(() => lastToastId(page), SLOW).toBeGreaterThan(before);
}

describe('the built files', () => {
  it('mark at least one project and two reports investors-only, each with its page protected', () => {
    expect(entries.filter((e) => e.path.startsWith('/projects/')).length).toBeGreaterThanOrEqual(1);
    expect(entries.filter((e) => e.path.startsWith('/news/reports/')).length).toBeGreaterThanOrEqual(2);
    for (const entry of entries) {
      const file = fileFor(entry.path);
      expect(file, `${entry.path} is built`).toBeDefined();
      expect(sealedBlocks(readBuilt(file ?? '')).length, `${entry.path} has protected content`).toBeGreaterThan(0);
    }
  });

  it('hold neither the password nor any protected text in the clear', () => {
    const password = investorPassword();
    const built = entries.filter((entry) => fileFor(entry.path));
    const needles = [password, encodeURIComponent(password), Buffer.from(password).toString('base64'), ...built.flatMap(shownPhrases)];
    for (const entry of built) expect(shownPhrases(entry).length, `${entry.path} shows phrases of its content once opened`).toBeGreaterThan(0);
    const found: string[] = [];
    // Pictures and fonts hold no text; everything else is read.
    for (const file of filesIn(DIST).filter((path) => !/\.(avif|webp|jpe?g|png|svg|ico|woff2?|mp4|webm)$/.test(path))) {
      // Line breaks inside a paragraph must not hide a phrase.
      const text = collapse(readFileSync(file).toString('utf8'));
      for (const needle of needles) if (text.includes(needle)) found.push(`${file}: ${needle === password ? 'the password' : needle}`);
    }
    expect(found).toEqual([]);
  });
});

describe('a protected page while locked', () => {
  it.each([first.path, second.path])('%s sends the visitor to the login page, with the way back', async (path) => {
    const page = await open(path);
    await page.waitForURL((url) => url.pathname === routes.investorLogin);
    expect(new URL(page.url()).searchParams.get('from')).toBe(path);
    await page.context().close();
  });

  it('shows a notice with the login link to a visitor without JavaScript', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await open(first.path, { javaScriptEnabled: false, viewport });
      expect(await page.getByText(t('notice.title')).isVisible()).toBe(true);
      const link = page.getByRole('link', { name: t('notice.login') }).last();
      expect(await link.getAttribute('href')).toBe(`${routes.investorLogin}?from=${encodeURIComponent(first.path)}`);
      await page.context().close();
    }
  });

  it('has an accessible notice (axe, with the page scripts held back)', async () => {
    const page = await open('about:blank');
    // axe itself needs JavaScript, so only the site's scripts are blocked.
    await page.context().route('**/_astro/*.js', (route) => route.abort());
    await addAxe(page.context());
    await page.goto(first.path);
    expect(await page.getByText(t('notice.title')).isVisible()).toBe(true);
    expect(await axeViolations(page, { include: '[data-investor-only]', tags: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'] })).toEqual([]);
    await page.context().close();
  });
});

describe('the login page', () => {
  it.each(LOCALES.map((l) => l.code))('%s: has the site’s top bar, with a link to the login page in every language, and its button in the language of the page', async (code) => {
    const page = await open(localizePath(routes.investorLogin, code));
    expect(await page.locator('header.site-header').count()).toBe(1);
    const languageLinks = await panels(page).language.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(languageLinks.sort()).toEqual(LOCALES.map((l) => localizePath(routes.investorLogin, l.code)).sort());
    expect(await page.getByRole('button', { name: useTranslations(code)('login.submit'), exact: true }).count()).toBe(1);
    await page.context().close();
  });

  it('has a required password field, and a user name a password manager can store it under', async () => {
    const page = await open(routes.investorLogin);
    const field = page.getByLabel(t('login.password'), { exact: true });
    expect(await field.getAttribute('type')).toBe('password');
    expect(await field.getAttribute('autocomplete')).toBe('current-password');
    expect(await field.evaluate((el: HTMLInputElement) => el.required)).toBe(true);
    const name = page.locator('[data-login-form] input[autocomplete="username"]');
    expect(await name.evaluate((el: HTMLInputElement) => ({ value: el.value, tabIndex: el.tabIndex, form: el.form?.hasAttribute('data-login-form') }))).toEqual({ value: 'investor', tabIndex: -1, form: true });
    await page.context().close();
  });

  it.each(['en', 'de'] as const)('%s: marks an empty password, says why under the field and announces it once, with no notice', async (code) => {
    const page = await open(localizePath(routes.investorLogin, code));
    await page.waitForSelector('astro-island:not([ssr]) [data-login-form][novalidate]');
    const field = page.locator('#investor-password');
    await page.locator('[data-login-form] button[type="submit"]').click();
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    expect(await describedBy(field)).toBe(useTranslations(code)('login.required'));
    expect(await announced(page)).toEqual([useTranslations(code)('login.required')]);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('investor-password');
    expect(await toasts(page).count()).toBe(0);
    // Typing takes the mark away.
    await field.fill('x');
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe(null);
    expect(await field.getAttribute('aria-describedby')).toBe(null);
    await page.context().close();
  });

  it('answers a wrong password with the "Invalid Password" notice and the field marked, the message announced once, and stays locked', async () => {
    const page = await open(`${routes.investorLogin}?from=${first.path}`);
    await failLogin(page);
    const notice = toasts(page).first();
    expect(await notice.getAttribute('data-toast')).toBe('destructive');
    expect(await invalidNotice(page)).toBe(INVALID);
    const field = page.locator('#investor-password');
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    const message = `${t('login.invalidTitle')}. ${t('login.invalidDescription')}.`;
    expect(await describedBy(field)).toBe(message);
    // The notice shows the same words and stays quiet: said once, by the message under the field.
    expect(await notice.getAttribute('role')).toBe(null);
    expect(await announced(page)).toEqual([message]);
    expect(new URL(page.url()).pathname).toBe(routes.investorLogin);
    expect(await storedSession(page)).toEqual({ flag: null, key: null });
    expect(await page.getByRole('region', { name: t('toast.region', { hotkey: TOAST.hotkey }) }).count()).toBe(1);
    await page.context().close();
  });

  it('shows one notice at a time, closes it after 5000 ms, and the close button closes it', async () => {
    const page = await open(routes.investorLogin, { viewport: DESKTOP });
    // Held, not flowing: on a busy machine the real time between the notice and the first check
    // would otherwise count towards its 5000 ms.
    await holdClock(page);
    await page.reload();
    await failLogin(page);
    await failLogin(page);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(TOAST.durationMs - 500);
    expect(await toasts(page).count()).toBe(1);
    await page.clock.runFor(1000);
    await expect.poll(() => toasts(page).count(), SLOW).toBe(0);
    await failLogin(page);
    await page.getByRole('button', { name: t('toast.close') }).click();
    await page.clock.runFor(500);
    await expect.poll(() => toasts(page).count(), SLOW).toBe(0);
    await page.context().close();
  });

  it('lets the notice be swiped right past 50 px, and not by less', async () => {
    const page = await open(routes.investorLogin, { viewport: PHONE });
    await failLogin(page);
    const box = await toasts(page).first().boundingBox();
    if (!box) throw new Error('no notice');
    const y = box.y + box.height / 2;
    const swipe = async (distance: number) => {
      await page.mouse.move(box.x + 40, y);
      await page.mouse.down();
      await page.mouse.move(box.x + 40 + distance, y, { steps: 5 });
      await page.mouse.up();
    };
    await swipe(TOAST.swipeThresholdPx - 20);
    // Short of the threshold the notice springs back to where it was, and stays.
    await expect.poll(async () => (await toasts(page).first().boundingBox())?.x, SLOW).toBe(box.x);
    await animationsDone(page);
    expect(await toasts(page).count()).toBe(1);
    await swipe(TOAST.swipeThresholdPx + 30);
    await expect.poll(() => toasts(page).count(), SLOW).toBe(0);
    await page.context().close();
  });

  it.each([
    ['a desktop', DESKTOP],
    ['a tablet', { width: 800, height: 1024 }],
    ['a phone', PHONE],
  ])('on %s, shows the notice where it covers no link, button or field', async (_, viewport) => {
    const page = await open(routes.investorLogin, { viewport });
    await failLogin(page);
    const notice = (await toasts(page).first().boundingBox())!;
    const covered = await page.evaluate(
      ({ x, y, width, height }) =>
        [...document.querySelectorAll<HTMLElement>('a, button, input')]
          .filter((el) => !el.closest('[data-toaster]'))
          // A closed panel of the top bar, once it has woken, is in the page but not seen.
          .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
          .filter((el) => {
            const r = el.getBoundingClientRect();
            return r.width > 0 && r.left < x + width && r.right > x && r.top < y + height && r.bottom > y;
          })
          .map((el) => el.outerHTML.slice(0, 80)),
      notice,
    );
    expect(covered).toEqual([]);
    await page.context().close();
  });

  it('moves focus to the notices with F8, and lays them out at most 420 px wide from md', async () => {
    const page = await open(routes.investorLogin, { viewport: DESKTOP });
    await failLogin(page);
    await page.keyboard.press('F8');
    expect(await page.evaluate(() => document.activeElement?.hasAttribute('data-toast-viewport'))).toBe(true);
    const desktop = await toasts(page).first().boundingBox();
    expect(desktop?.width).toBeLessThanOrEqual(TOAST.maxWidthPx);
    await page.setViewportSize(PHONE);
    const phone = await toasts(page).first().boundingBox();
    expect(phone?.width).toBeGreaterThan(PHONE.width - 40);
    await page.context().close();
  });

  it('with the right password returns to the protected page, which shows its content', async () => {
    const page = await openAfterLogin(first);
    expect(await page.getByText(t('notice.title')).count()).toBe(0);
    expect((await storedSession(page)).flag).toBe('true');
    // The stored key opens other protected pages too, with no new login.
    await page.goto(second.path);
    await expectOpen(page, second);
    await page.context().close();
  });

  it('keeps no key material where a script could read it: the key is a non-extractable CryptoKey', async () => {
    const page = await open(`${routes.investorLogin}?from=${encodeURIComponent(first.path)}`);
    await logInOnPage(page);
    await expectOpen(page, first);

    const { flag, key } = await storedSession(page);
    expect(flag).toBe('true');
    expect(key).toEqual({
      salt: sealedBlocks(readBuilt(fileFor(first.path)!))[0]?.salt,
      isCryptoKey: true,
      extractable: false,
      algorithm: 'AES-GCM',
      usages: ['decrypt'],
      exported: 'InvalidAccessError',
    });

    const kept = await page.evaluate(() => ({
      local: Object.fromEntries(Object.entries(localStorage)),
      session: Object.fromEntries(Object.entries(sessionStorage)),
      cookie: document.cookie,
    }));
    expect(Object.keys(kept.local).filter((name) => name !== LANGUAGE_STORAGE_KEY)).toEqual([AUTH_STORAGE_KEY]);
    expect(kept.local[AUTH_STORAGE_KEY]).toBe('true');
    const cookies = await page.context().cookies();
    const bytes = investorKeyBytes(key?.salt ?? '');
    const encodings = [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex'), bytes.toString('hex').toUpperCase(), bytes.join(','), investorPassword()];
    const values = [...Object.values(kept.local), ...Object.values(kept.session), kept.cookie, ...cookies.map((c) => c.value)].join('\n');
    for (const encoding of encodings) expect(values).not.toContain(encoding);
    await page.context().close();
  });

  it('brings the islands of the protected content to life once it is open', async () => {
    const project = entries.find((entry) => entry.path.startsWith(routes.project('')))!;
    const page = await open(`${routes.investorLogin}?from=${encodeURIComponent(project.path)}`);
    await logInOnPage(page);
    await expectOpen(page, project);
    const islands = page.locator('[data-investor-only][data-open] astro-island');
    expect(await islands.count()).toBeGreaterThan(0);
    // Most of them hydrate when visible: bring each into view and wait for it to come to life.
    const count = await islands.count();
    for (let i = 0; i < count; i++) {
      await islands.nth(i).evaluate((island) => (island.firstElementChild ?? island).scrollIntoView({ block: 'center' }));
      await expect.poll(() => islands.nth(i).evaluate((island) => island.hasAttribute('ssr')), SLOW).toBe(false);
    }
    await page.context().close();
  });

  it.each([
    ['no way back', '/investor-login', '/'],
    ['a way back off the site', '/investor-login?from=//example.com/x', '/'],
    ['a language', '/de/investor-login', '/de'],
  ])('with %s goes to the home page after login', async (_, start, home) => {
    const page = await open(start);
    await logInOnPage(page);
    await page.waitForURL((url) => url.pathname === home);
    expect(new URL(page.url()).host).toMatch(/^127\.0\.0\.1:/);
    await page.context().close();
  });
});

describe('the top bar', () => {
  const panel = (page: Page) => page.getByRole('dialog', { name: t('investor.title') });
  const logOut = (page: Page) => page.getByRole('button', { name: t('header.logout') });

  async function openPanel(page: Page) {
    await page.hover('header.site-header');
    await page.waitForSelector('header nav[data-hydrated]');
    await page.getByRole('button', { name: t('header.investorLogin') }).click();
    await panel(page).waitFor();
  }

  async function submitPanel(page: Page, password: string) {
    await panel(page).getByLabel(t('investor.email')).fill('investor@example.com');
    await panel(page).getByLabel(t('investor.password')).fill(password);
    await panel(page).getByRole('button', { name: t('investor.submit') }).click();
  }

  /** Logs in through the top bar's panel, and waits for the "Log out" it then offers. */
  async function logInInPanel(page: Page) {
    await openPanel(page);
    await submitPanel(page, investorPassword());
    await expect.poll(() => logOut(page).isVisible(), SLOW).toBe(true);
  }

  it('answers a wrong password in the investor panel with the same notice, and stays locked', async () => {
    const page = await open('/');
    await openPanel(page);
    await submitPanel(page, 'not-the-password');
    await expect.poll(() => toasts(page).count(), SLOW).toBe(1);
    expect(await toasts(page).first().getAttribute('role')).toBe('alert');
    expect(await invalidNotice(page)).toBe(INVALID);
    expect(await storedSession(page)).toEqual({ flag: null, key: null });
    expect(await panel(page).isVisible()).toBe(true);
    await page.context().close();
  });

  it('unlocks the same state as the login page: the panel login opens protected pages', async () => {
    const page = await open('/');
    await logInInPanel(page);
    await expect.poll(() => panel(page).isVisible(), SLOW).toBe(false);
    expect(await logOut(page).evaluate((el) => el === document.activeElement)).toBe(true);
    expect((await storedSession(page)).flag).toBe('true');
    await page.goto(first.path);
    await expectOpen(page, first);
    await page.context().close();
  });

  it('offers "Log out" after a login on the login page, and logging out locks the page again', async () => {
    const page = await openAfterLogin(first);
    // A logged-in visitor's top bar is ready without a gesture.
    await expect.poll(() => logOut(page).isVisible(), SLOW).toBe(true);
    await logOut(page).click();
    await page.waitForURL((url) => url.pathname === routes.investorLogin);
    expect(new URL(page.url()).searchParams.get('from')).toBe(first.path);
    expect(await storedSession(page)).toEqual({ flag: 'false', key: null });
    await page.goto(first.path);
    await page.waitForURL((url) => url.pathname === routes.investorLogin);
    await page.context().close();
  });

  it('logs out on a public page with a notice, and offers the login again', async () => {
    const page = await open('/');
    await logInInPanel(page);
    await logOut(page).click();
    await expect.poll(() => page.getByRole('button', { name: t('header.investorLogin') }).isVisible()).toBe(true);
    expect(await toasts(page).last().innerText()).toContain(t('panel.loggedOut'));
    expect(await storedSession(page)).toEqual({ flag: 'false', key: null });
    expect(new URL(page.url()).pathname).toBe('/');
    await page.context().close();
  });
});
