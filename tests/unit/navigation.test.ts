import { describe, expect, it } from 'vitest';
import type { UIKey } from '@/i18n';
import { copyrightLine, footerLinks } from '@/lib/navigation';

const words: Partial<Record<UIKey, string>> = { 'footer.home': 'Home', 'footer.partnership': 'Strategic partnership', 'footer.more': 'More', 'footer.credits': 'Credits' };
const t = (key: UIKey) => words[key] ?? key;
const link = (label: string, href: string) => ({ label, href });

describe('footerLinks', () => {
  const menu = {
    groups: [
      { title: 'About', items: [link('Company profile', '/company-profile')], subgroups: [] },
      { title: 'What we do', href: '/#what-we-do', items: [link('Investment', '/capabilities/investment')], subgroups: [] },
      { title: 'Contact', href: '/contact', items: [], subgroups: [] },
    ],
    legal: [link('Legal notice', '/legal-notice')],
  };

  it('links a column’s heading to its overview page instead of repeating the heading as its first link', () => {
    const [about, whatWeDo] = footerLinks(menu, t).columns;
    expect(about).toEqual({ title: 'About', links: [link('Company profile', '/company-profile')] });
    expect(whatWeDo).toEqual({ title: 'What we do', href: '/#what-we-do', links: [link('Investment', '/capabilities/investment')] });
  });

  it('gathers single-link groups with home and the partnership page', () => {
    expect(footerLinks(menu, t).columns.at(-1)).toEqual({ title: 'More', links: [link('Home', '/'), link('Strategic partnership', '/strategic-partnership'), link('Contact', '/contact')] });
  });

  it('ends the legal links with the credits', () => {
    expect(footerLinks(menu, t).legal).toEqual([link('Legal notice', '/legal-notice'), link('Credits', '/credits')]);
  });
});

describe('copyrightLine', () => {
  it('writes the legal name and the year given', () => {
    expect(copyrightLine('Verbano Capital AG', 'Alle Rechte vorbehalten.', 2027)).toBe('© Verbano Capital AG 2027. Alle Rechte vorbehalten.');
  });
});
