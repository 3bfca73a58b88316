import { describe, expect, it } from 'vitest';
import { menuLinkAction } from '../../src/lib/menu-links';
import { pendingAnchorFor } from '../../src/lib/pending-anchor';

const SITE = 'https://www.example.ch';

describe('menuLinkAction', () => {
  it('follows ordinary links', () => {
    expect(menuLinkAction('/contact', `${SITE}/`)).toEqual({ kind: 'follow' });
    expect(menuLinkAction(`${SITE}/de/portfolio`, `${SITE}/de`)).toEqual({ kind: 'follow' });
  });

  it('scrolls when the anchor is on the page being shown', () => {
    expect(menuLinkAction('/#what-we-do', `${SITE}/`)).toEqual({ kind: 'scroll', id: 'what-we-do' });
    expect(menuLinkAction('/de#what-we-do', `${SITE}/de/`)).toEqual({ kind: 'scroll', id: 'what-we-do' });
    expect(menuLinkAction('/#what-we-do', `${SITE}/#news`)).toEqual({ kind: 'scroll', id: 'what-we-do' });
  });

  it('navigates first when the anchor is on another page', () => {
    expect(menuLinkAction('/#what-we-do', `${SITE}/contact`)).toEqual({ kind: 'navigate', path: '/', id: 'what-we-do' });
    expect(menuLinkAction('/it#what-we-do', `${SITE}/it/contact`)).toEqual({ kind: 'navigate', path: '/it', id: 'what-we-do' });
  });

  it('leaves other sites alone', () => {
    expect(menuLinkAction('https://elsewhere.example/#top', `${SITE}/`)).toEqual({ kind: 'follow' });
  });
});

describe('pendingAnchorFor', () => {
  const stored = JSON.stringify({ path: '/', id: 'what-we-do' });

  it('returns the anchor on the page it was stored for', () => {
    expect(pendingAnchorFor(stored, '/')).toBe('what-we-do');
    expect(pendingAnchorFor(JSON.stringify({ path: '/de', id: 'x' }), '/de/')).toBe('x');
  });

  it('ignores other pages, nothing stored and bad data', () => {
    expect(pendingAnchorFor(stored, '/contact')).toBeUndefined();
    expect(pendingAnchorFor(null, '/')).toBeUndefined();
    expect(pendingAnchorFor('{not json', '/')).toBeUndefined();
    expect(pendingAnchorFor(JSON.stringify({ path: '/' }), '/')).toBeUndefined();
  });
});
