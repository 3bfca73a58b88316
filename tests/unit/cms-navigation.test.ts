import { describe, expect, it, vi } from 'vitest';
import { formShowsAnother, onlyTheOpenEntry, reloadOnEntryChange } from '../../admin/navigation';

const ADMIN = 'http://127.0.0.1:4321/admin';
const arrived = (collection: string, slug: string) => ({ type: 'DRAFT_CREATE_FROM_ENTRY', payload: { entry: { collection, slug } } });

describe('onlyTheOpenEntry', () => {
  it('makes the form from the entry the address shows', () => {
    const action = arrived('reports', 'investment-outlook-2025');
    expect(onlyTheOpenEntry(action, `${ADMIN}#/collections/reports/entries/investment-outlook-2025`)).toBe(action);
    expect(onlyTheOpenEntry(action, `${ADMIN}#/collections/reports/entries/investment-outlook-2025?ref=workflow`)).toBe(action);
  });

  it('leaves out an entry that arrives late for a form showing another one', () => {
    expect(onlyTheOpenEntry(arrived('press', 'orselina-residences'), `${ADMIN}#/collections/reports/entries/investment-outlook-2025`)).toEqual({ type: 'ENTRY_FOR_ANOTHER_FORM' });
    expect(onlyTheOpenEntry(arrived('reports', 'locarno-district-regional-study'), `${ADMIN}#/collections/reports/entries/investment-outlook-2025`)).toEqual({ type: 'ENTRY_FOR_ANOTHER_FORM' });
  });

  it('lets Decap make the form of a new entry once saved, and every other action pass', () => {
    const saved = arrived('news', 'harbour-works-begin');
    expect(onlyTheOpenEntry(saved, `${ADMIN}#/collections/news/new`)).toBe(saved);
    expect(onlyTheOpenEntry(saved, `${ADMIN}#/collections/news`)).toBe(saved);
    const other = { type: 'ENTRY_SUCCESS', payload: { entry: { collection: 'press', slug: 'x' } } };
    expect(onlyTheOpenEntry(other, `${ADMIN}#/collections/reports/entries/investment-outlook-2025`)).toBe(other);
  });
});

describe('formShowsAnother', () => {
  const report = { collection: 'reports', slug: 'investment-outlook-2025' };
  const address = (collection: string, entry: string) => ({ collection, entry });

  it('sees a form kept from another entry under an entry\'s address', () => {
    expect(formShowsAnother(report, address('press', 'entries/orselina-residences'))).toBe(true);
    expect(formShowsAnother(report, address('reports', 'entries/locarno-district-regional-study'))).toBe(true);
  });

  it('accepts the form of the entry the address asks for, however the address is written', () => {
    expect(formShowsAnother(report, address('reports', 'entries/investment-outlook-2025'))).toBe(false);
    expect(formShowsAnother(report, address('reports', 'entries/investment-outlook-2025?ref=workflow'))).toBe(false);
  });

  it('has nothing to say without an open form or outside an existing entry', () => {
    expect(formShowsAnother(undefined, address('press', 'entries/orselina-residences'))).toBe(false);
    expect(formShowsAnother(report, address('reports', 'new'))).toBe(false);
    expect(formShowsAnother(report, undefined)).toBe(false);
  });
});

describe('reloadOnEntryChange', () => {
  /** A window whose address moves from one hash to another, and whose router listens after ours. */
  function moveAddress(from: string, to: string) {
    const window = Object.assign(new EventTarget(), { location: { reload: vi.fn() } });
    vi.stubGlobal('window', window);
    reloadOnEntryChange();
    const router = vi.fn();
    window.addEventListener('hashchange', router);
    window.dispatchEvent(Object.assign(new Event('hashchange'), { oldURL: `${ADMIN}${from}`, newURL: `${ADMIN}${to}` }));
    vi.unstubAllGlobals();
    return { reloaded: window.location.reload.mock.calls.length > 0, routed: router.mock.calls.length > 0 };
  }

  it('loads the CMS afresh for another entry, and Decap never draws its form around the open entry’s data', () => {
    expect(moveAddress('#/collections/properties/entries/al-lago', '#/collections/projects/entries/al-lago')).toEqual({ reloaded: true, routed: false });
  });

  it('leaves Decap’s own moves to Decap', () => {
    expect(moveAddress('#/collections/news/new', '#/collections/news/entries/harbour-works-begin')).toEqual({ reloaded: false, routed: true });
    expect(moveAddress('#/collections/news', '#/collections/news/entries/harbour-works-begin')).toEqual({ reloaded: false, routed: true });
  });
});
