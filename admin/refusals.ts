/**
 * When Decap refuses to save, it marks the fields but leaves the form where it was, so the marked
 * field may be out of sight. After a save is asked for, this scrolls to the first marked field,
 * puts the cursor in it and says in a notice which fields need attention; why is said under
 * each field, once, in ordinary type (Decap sets it in capitals: admin.css).
 *
 * Notices go once they no longer hold: a success after a few seconds, a refusal once its cause is
 * gone (the save went through, the marked fields are marked no more, the media library that
 * refused a file was closed), and every notice, Decap's own included, when the editor moves on to
 * another entry or screen. A notice once stayed for ten minutes, over the next entry.
 */
import { currentStore, mendActions } from './decap-store';
import { cmsWords } from './language';

/** The buttons that ask for a save, in English; showRefusals adds their words in the CMS's language. */
const SAVE_LABELS = new Set(['publish', 'publish now', 'save', 'publish and create new', 'publish and duplicate']);
/** How long after a save click Decap's marks still count as its answer to that click. */
const ANSWER_WINDOW_MS = 3000;
const ERRORS = 'ul[class*="ControlErrorsList"]';

function markedFields(root: ParentNode): { label: string; list: HTMLElement }[] {
  return [...root.querySelectorAll<HTMLElement>(ERRORS)]
    .filter((list) => list.textContent?.trim())
    .map((list) => {
      const control = list.parentElement;
      const label = control?.querySelector('label')?.textContent?.trim() ?? '';
      return { label, list };
    });
}

/** How long a notice of success stays: long enough to read, not into the editor's next task. */
const SUCCESS_MS = 8000;

/** What a refusal is about, which says when it no longer holds. */
export type Cause = 'save' | 'upload' | 'other';

let successTimer: ReturnType<typeof setTimeout> | undefined;
let marksWatch: MutationObserver | undefined;

/** Takes the notice away, or only one about `cause`. */
export function clearNotice(cause?: Cause) {
  const box = document.getElementById('cms-refusal');
  if (!box || (cause && box.dataset['cause'] !== cause)) return;
  box.remove();
  clearTimeout(successTimer);
  marksWatch?.disconnect();
}

/**
 * A notice at the bottom of the screen, until a click on it and at the latest until the editor
 * moves on; a success for SUCCESS_MS, a refusal while its `cause` holds.
 */
export function notice(text: string, kind: 'refusal' | 'published' = 'refusal', cause: Cause = 'other') {
  clearNotice();
  const box = document.createElement('div');
  box.id = 'cms-refusal';
  box.dataset['cause'] = cause;
  box.setAttribute('role', kind === 'refusal' ? 'alert' : 'status');
  box.className = `cms-notice cms-notice-${kind}`;
  box.addEventListener('click', () => clearNotice());
  box.textContent = text;
  document.body.append(box);
  if (kind === 'published') successTimer = setTimeout(() => clearNotice(), SUCCESS_MS);
  if (cause === 'save') {
    // A refused save's notice points at the marked fields: once none is marked, it has nothing to say.
    marksWatch = new MutationObserver(() => {
      if (markedFields(document).length === 0) clearNotice('save');
    });
    marksWatch.observe(document.body, { subtree: true, childList: true, characterData: true });
  }
}

/**
 * A notice of the CMS's own that says more than one line or offers a way on (a button), under
 * `id`, which it replaces: the notices of a refused save over another change and of a deletion.
 */
export function noticeBox({ id, kind, lines, button }: { id: string; kind: 'refusal' | 'published'; lines: readonly string[]; button?: string }) {
  document.getElementById(id)?.remove();
  const box = document.createElement('div');
  box.id = id;
  box.setAttribute('role', kind === 'refusal' ? 'alert' : 'status');
  box.className = `cms-notice cms-notice-${kind}`;
  const paragraphs = lines.map((line) => Object.assign(document.createElement('p'), { textContent: line }));
  box.append(...paragraphs);
  const control = button === undefined ? undefined : Object.assign(document.createElement('button'), { type: 'button', textContent: button });
  if (control) box.append(control);
  document.body.append(box);
  return { box, paragraphs, button: control };
}

/** Decap's answers that end a refusal: a save or a publication that went through ends one of a save. */
const SAVED = new Set(['ENTRY_PERSIST_SUCCESS', 'UNPUBLISHED_ENTRY_PERSIST_SUCCESS', 'UNPUBLISHED_ENTRY_PUBLISH_SUCCESS']);

/** The screen an address shows; a new entry and the entry it became once saved are one. */
function screenOf(url: string) {
  const hash = new URL(url).hash.split('?')[0] ?? '';
  return hash.replace(/^(#\/collections\/[^/]+)\/(new|entries\/.+)$/, '$1/entry');
}

/**
 * Decap's notices are closed by a button react-toastify names "close", in English: once a notice
 * is sent, its button is named in the CMS's language as it appears.
 */
function nameCloseButtons() {
  const name = cmsWords('Close the notice');
  const unnamed = () => document.querySelectorAll('.Toastify__close-button:not([data-named])');
  const watch = new MutationObserver(() => {
    for (const button of unnamed()) {
      button.setAttribute('aria-label', name);
      button.setAttribute('data-named', '');
    }
  });
  let until: ReturnType<typeof setTimeout> | undefined;
  return () => {
    watch.observe(document.body, { subtree: true, childList: true });
    clearTimeout(until);
    until = setTimeout(() => watch.disconnect(), ANSWER_WINDOW_MS);
  };
}

function endingNotices() {
  const nameCloseButton = nameCloseButtons();
  mendActions((action) => {
    if (action.type === 'NOTIFICATION_SEND') nameCloseButton();
    if (SAVED.has(action.type)) clearNotice('save');
    if (action.type === 'MEDIA_LIBRARY_CLOSE') clearNotice('upload');
    return action;
  });
  window.addEventListener('hashchange', (event) => {
    const from = screenOf(event.oldURL);
    const to = screenOf(event.newURL);
    // Saving a new entry moves it to its own address, and its "saved" belongs to it still.
    const sameEntry = from === to && new URL(event.oldURL).hash.includes('/new');
    if (sameEntry) return;
    clearNotice();
    currentStore()?.dispatch({ type: 'NOTIFICATION_CLEAR' });
  });
}

function answer() {
  const marked = markedFields(document);
  const first = marked[0];
  if (!first) return false;
  const control = first.list.parentElement;
  control?.scrollIntoView({ block: 'center' });
  control?.querySelector<HTMLElement>('input, textarea, select, button')?.focus({ preventScroll: true });
  const names = [...new Set(marked.map((m) => m.label).filter(Boolean))];
  // What each field needs is said under it, once; the notice says where to look.
  notice(cmsWords('Not saved. Please check {fields}: what each needs is said under it.', { fields: names.join(', ') || cmsWords('the marked fields') }), 'refusal', 'save');
  return true;
}

export function showRefusals(saveLabels: readonly string[] = []) {
  for (const label of saveLabels) SAVE_LABELS.add(label.toLowerCase());
  endingNotices();
  // Decap answers a refused save by rejecting a promise nobody handles, with no reason given; the
  // refusal is shown above, so that rejection is not an error of the page.
  window.addEventListener('unhandledrejection', (event) => {
    if (event.reason === undefined) event.preventDefault();
  });
  document.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest('button, [role="menuitem"]');
      if (!target || !SAVE_LABELS.has(target.textContent?.trim().toLowerCase() ?? '')) return;
      clearNotice();
      const deadline = Date.now() + ANSWER_WINDOW_MS;
      const observer = new MutationObserver(() => {
        if (answer() || Date.now() > deadline) observer.disconnect();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => observer.disconnect(), ANSWER_WINDOW_MS);
    },
    true,
  );
}
