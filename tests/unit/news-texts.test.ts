import { describe, expect, it } from 'vitest';
import { useTranslations } from '@/i18n';
import { feedItems } from '@/lib/news/feeds';
import { genericPressBody, genericReportBody, hasBody, REPORT_CONTENTS } from '@/lib/news/generic';
import { emailProblem, newsletterTarget } from '@/lib/news/newsletter';

const t = useTranslations('en');

describe('generic bodies', () => {
  it('builds a press release from its date and summary', () => {
    const [lead, closing] = genericPressBody(t, { date: '14 March 2023', excerpt: ' Plans unveiled. \n' });
    expect(lead).toBe('14 March 2023 – Plans unveiled.');
    expect(closing).toMatch(/media relations team/);
  });

  it('builds a report from its summary and type, promising no page count', () => {
    const paragraphs = genericReportBody(t, { excerpt: 'A study.', type: 'Market Analysis' });
    expect(paragraphs[0]).toBe('A study.');
    expect(paragraphs[1]).toBe(t('reports.genericAbout', { type: 'Market Analysis' }));
    expect(paragraphs[1]).not.toMatch(/\d/);
  });

  it('treats a blank body as none', () => {
    expect(hasBody(undefined)).toBe(false);
    expect(hasBody('\n  \n')).toBe(false);
    expect(hasBody('Text')).toBe(true);
  });

  it('lists ten report chapters, each with a UI string', () => {
    expect(REPORT_CONTENTS).toHaveLength(10);
    expect(new Set(REPORT_CONTENTS.map((key) => t(key))).size).toBe(10);
  });
});

describe('newsletter', () => {
  it('posts to the endpoint when one is set', () => {
    expect(newsletterTarget({ endpoint: 'https://lists.example.com/subscribe', email: 'info@x.ch', subject: 'S' })).toEqual({
      mode: 'endpoint',
      action: 'https://lists.example.com/subscribe',
      method: 'post',
      enctype: 'application/x-www-form-urlencoded',
    });
  });

  it('writes to the firm without one', () => {
    for (const endpoint of [undefined, '', '  ']) {
      const target = newsletterTarget({ endpoint, email: 'info@x.ch', subject: 'Newsletter subscription' });
      expect(target).toMatchObject({ mode: 'mailto', action: 'mailto:info@x.ch?subject=Newsletter%20subscription', enctype: 'text/plain' });
    }
  });

  it('names the problem with an address as a browser would', () => {
    expect(emailProblem('')).toBe('required');
    expect(emailProblem('   ')).toBe('required');
    expect(emailProblem('anna')).toBe('invalid');
    expect(emailProblem('anna@')).toBe('invalid');
    expect(emailProblem('anna @example.com')).toBe('invalid');
    expect(emailProblem('anna@example.com')).toBeUndefined();
    expect(emailProblem(' anna.rossi+news@example.co.uk ')).toBeUndefined();
  });
});

describe('feed items', () => {
  const entry = (id: string, date: string, category?: string) => ({ id, data: { title: id.toUpperCase(), date: new Date(date), excerpt: ` About ${id}. `, ...(category ? { category } : {}) } });

  it('lists entries newest first with absolute links', () => {
    const items = feedItems([entry('old', '2023-01-01'), entry('new', '2025-01-01', 'Corporate')], (id) => `/news/company/${id}`, 'https://www.example.ch');
    expect(items.map((i) => i.link)).toEqual(['https://www.example.ch/news/company/new', 'https://www.example.ch/news/company/old']);
    expect(items[0]).toMatchObject({ title: 'NEW', description: 'About new.', categories: ['Corporate'] });
    expect(items[1]).not.toHaveProperty('categories');
  });
});
