/**
 * When Decap refuses to save, it marks the fields but leaves the form where it was, so the marked
 * field may be out of sight. After a save is asked for, this scrolls to the first marked field,
 * puts the cursor in it and says in a notice which fields need attention; why is said under
 * each field, once, in ordinary type (Decap sets it in capitals: admin.css).
 */
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

/** A notice at the bottom of the screen, until the next save or a click on it. */
export function notice(text: string, kind: 'refusal' | 'published' = 'refusal') {
  document.getElementById('cms-refusal')?.remove();
  const box = document.createElement('div');
  box.id = 'cms-refusal';
  box.setAttribute('role', kind === 'refusal' ? 'alert' : 'status');
  box.className = `cms-notice cms-notice-${kind}`;
  box.addEventListener('click', () => box.remove());
  box.textContent = text;
  document.body.append(box);
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
  notice(cmsWords('Not saved. Please check {fields}: what each needs is said under it.', { fields: names.join(', ') || cmsWords('the marked fields') }));
  return true;
}

export function showRefusals(saveLabels: readonly string[] = []) {
  for (const label of saveLabels) SAVE_LABELS.add(label.toLowerCase());
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
      document.getElementById('cms-refusal')?.remove();
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
