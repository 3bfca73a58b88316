/**
 * Decap keeps the open entry on screen when the address bar is changed to another entry (and
 * then saves into the old file), and crashes when the other entry is of another collection. A
 * change of address from one entry to another therefore loads the CMS afresh. Decap's own moves
 * are left alone: from a new entry to the entry it became once saved, and to a new entry of the
 * same collection ("Publish and create new", "Duplicate").
 *
 * Decap also loads an entry again after publishing it, and makes the form from it whenever it
 * arrives: on a busy machine that was after the editor had moved on to another entry, whose form
 * then showed the published entry's title, address and summary. An entry that arrives for a form
 * showing another one is left out of the form (`onlyTheOpenEntry`).
 *
 * Two steps back or forward in quick succession (from an entry, past a list, to another entry)
 * can reach Decap's editor without it being drawn afresh: Decap loads an entry only when its
 * editor is first drawn, so the form kept the last entry under the new address. The entry the
 * form was made from is followed (`followTheForm`), and an address of another entry while that
 * form is still open loads the CMS afresh too.
 */

const EDITOR = /^#\/collections\/([^/]+)\/(new|entries\/.+)$/;

function editorRoute(url: string): { collection: string; entry: string } | undefined {
  const match = EDITOR.exec(new URL(url).hash);
  return match ? { collection: match[1]!, entry: match[2]! } : undefined;
}

/** The slug an editor address names, e.g. `entries/investment-outlook-2025?ref=workflow`. */
const slugOf = (entry: string) => decodeURIComponent(entry.slice('entries/'.length).split('?')[0]!);

function isDecapMove(from: { collection: string; entry: string }, to: { collection: string; entry: string }) {
  if (from.collection !== to.collection) return false;
  return (from.entry === 'new' && to.entry.startsWith('entries/')) || to.entry === 'new';
}

interface FormEntry {
  collection: string;
  slug: string;
}

/** The existing entry the open form was made from; none while no form, or a new entry's, is open. */
let formEntry: FormEntry | undefined;

/** Notes which entry the form is made from, and when it closes (Decap discards the draft). */
export function followTheForm<A extends DraftFromEntry>(action: A): A {
  if (action.type === 'DRAFT_CREATE_FROM_ENTRY') {
    const { collection, slug } = action.payload?.entry ?? {};
    formEntry = collection && slug ? { collection, slug } : undefined;
  }
  if (action.type === 'DRAFT_DISCARD' || action.type === 'DRAFT_CREATE_EMPTY') formEntry = undefined;
  return action;
}

/** Whether the open form shows another entry than `to`, the existing entry an address asks for. */
export function formShowsAnother(form: FormEntry | undefined, to: { collection: string; entry: string } | undefined): boolean {
  if (!form || !to?.entry.startsWith('entries/')) return false;
  return form.collection !== to.collection || form.slug !== slugOf(to.entry);
}

/**
 * Before Decap's router (a capturing listener runs first): an address that loads the CMS afresh
 * is kept from Decap, which would otherwise draw the other entry's form around the open entry's
 * data until the page reloads (a project's form given a property's features, and errors).
 */
export function reloadOnEntryChange() {
  window.addEventListener(
    'hashchange',
    (event) => {
      const from = editorRoute(event.oldURL);
      const to = editorRoute(event.newURL);
      const elsewhere = from && to && (from.collection !== to.collection || from.entry !== to.entry);
      if ((elsewhere && !isDecapMove(from, to)) || formShowsAnother(formEntry, to)) {
        event.stopImmediatePropagation();
        window.location.reload();
      }
    },
    { capture: true },
  );
}

/** The entry an action makes the form from, where it is one. */
interface DraftFromEntry {
  type: string;
  payload?: { entry?: { collection?: string; slug?: string } };
}

/** A form made from an entry other than the one the address shows is not made. */
export function onlyTheOpenEntry<A extends DraftFromEntry>(action: A, url = window.location.href): A | { type: 'ENTRY_FOR_ANOTHER_FORM' } {
  if (action.type !== 'DRAFT_CREATE_FROM_ENTRY') return action;
  const open = editorRoute(url);
  // Only a form of an existing entry is held to it: a new entry gets its address once it is saved.
  if (!open?.entry.startsWith('entries/')) return action;
  const { collection, slug } = action.payload?.entry ?? {};
  return collection === open.collection && slug === slugOf(open.entry) ? action : { type: 'ENTRY_FOR_ANOTHER_FORM' };
}
