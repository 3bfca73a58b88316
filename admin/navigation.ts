/**
 * Decap keeps the open entry on screen when the address bar is changed to another entry (and
 * then saves into the old file), and crashes when the other entry is of another collection. A
 * change of address from one entry to another therefore loads the CMS afresh. Decap's own moves
 * are left alone: from a new entry to the entry it became once saved, and to a new entry of the
 * same collection ("Publish and create new", "Duplicate").
 */

const EDITOR = /^#\/collections\/([^/]+)\/(new|entries\/.+)$/;

function editorRoute(url: string): { collection: string; entry: string } | undefined {
  const match = EDITOR.exec(new URL(url).hash);
  return match ? { collection: match[1]!, entry: match[2]! } : undefined;
}

function isDecapMove(from: { collection: string; entry: string }, to: { collection: string; entry: string }) {
  if (from.collection !== to.collection) return false;
  return (from.entry === 'new' && to.entry.startsWith('entries/')) || to.entry === 'new';
}

export function reloadOnEntryChange() {
  window.addEventListener('hashchange', (event) => {
    const from = editorRoute(event.oldURL);
    const to = editorRoute(event.newURL);
    const elsewhere = from && to && (from.collection !== to.collection || from.entry !== to.entry);
    if (elsewhere && !isDecapMove(from, to)) window.location.reload();
  });
}
