/** The news area's content as the tests expect to see it: entries read from content/, newest first. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { splitFrontmatter } from '@/model/format';

export interface Entry {
  slug: string;
  title: string;
  date: Date;
  excerpt: string;
  body: string;
  category?: string;
  type?: string;
  pdf?: string;
  investorsOnly?: boolean;
  /** The entry's photograph, where it has one. */
  image?: { src: string; alt: string };
}

export function entries(collection: 'news' | 'press' | 'reports' | 'articles'): Entry[] {
  const dir = join('content', collection);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.en.md'))
    .map((f) => {
      const { data: front, body } = splitFrontmatter(readFileSync(join(dir, f), 'utf8'));
      const data = front as Omit<Entry, 'date' | 'body'> & { date: string | Date };
      return { ...data, date: new Date(data.date), body: body.trim() };
    })
    .sort((a, b) => b.date.getTime() - a.date.getTime());
}

export const site = (parse(readFileSync('content/settings/site.yml', 'utf8')) as { en: unknown }).en as {
  firmName: string;
  email: string;
  mediaEmail: string;
  researchEmail: string;
  newsletterEndpoint?: string;
  headquarters: { name: string; street: string; postalCode: string; city: string; country: string };
};

/** "Market Analysis" → "market-analysis", as the filters write it in the address. */
export const slugOf = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export const longDate = (date: Date, lang = 'en-CH') => new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
