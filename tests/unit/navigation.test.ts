import { describe, expect, it } from 'vitest';
import { copyrightLine, footerColumns } from '@/lib/navigation';

const labels = { home: 'Home', partnership: 'Strategic partnership', more: 'More' };
const link = (label: string, href: string) => ({ label, href });

describe('footerColumns', () => {
  const menu = {
    groups: [
      { title: 'About', items: [link('Company profile', '/company-profile')], subgroups: [] },
      { title: 'What we do', href: '/#what-we-do', items: [link('Investment', '/capabilities/investment')], subgroups: [] },
      { title: 'Contact', href: '/contact', items: [], subgroups: [] },
    ],
    legal: [],
  };

  it('links a column’s heading to its overview page instead of repeating the heading as its first link', () => {
    const [about, whatWeDo] = footerColumns(menu, labels);
    expect(about).toEqual({ title: 'About', links: [link('Company profile', '/company-profile')] });
    expect(whatWeDo).toEqual({ title: 'What we do', href: '/#what-we-do', links: [link('Investment', '/capabilities/investment')] });
  });

  it('gathers single-link groups with home and the partnership page', () => {
    expect(footerColumns(menu, labels).at(-1)).toEqual({ title: 'More', links: [link('Home', '/'), link('Strategic partnership', '/strategic-partnership'), link('Contact', '/contact')] });
  });
});

describe('copyrightLine', () => {
  it('writes the legal name and the year given', () => {
    expect(copyrightLine('Verbano Capital AG', 'Alle Rechte vorbehalten.', 2027)).toBe('© Verbano Capital AG 2027. Alle Rechte vorbehalten.');
  });
});
