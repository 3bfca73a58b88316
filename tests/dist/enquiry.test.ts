/**
 * The enquiry about a property or project, on its page in every language: a `mailto:` link to the
 * investor-relations address of the site settings, whose subject names the asset and its page's
 * address, and whose body is the page language's two-line prompt naming the asset.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, useTranslations } from '@/i18n';
import { localizePath, routes } from '@/lib/routes';
import { readFolder, readYaml } from '../support/content';
import { DIST } from '../support/site';
import { attribute, elements, parsedFile, textOf } from '../support/html';

const investorEmail = String(readYaml('settings/site.yml')['investorEmail']);
const assets = [
  ...readFolder('properties').map(({ data }) => ({ kind: 'property' as const, slug: String(data['slug']), path: routes.property(String(data['slug'])) })),
  ...readFolder('projects').map(({ data }) => ({ kind: 'project' as const, slug: String(data['slug']), path: routes.project(String(data['slug'])) })),
];

/** The page's enquiry link, its heading's name of the asset and its canonical address. */
function enquiryOf(file: string) {
  const all = [...elements(parsedFile(file))];
  const box = all.find((e) => attribute(e, 'data-enquiry') !== undefined);
  const link = box && [...elements(box)].find((e) => e.tagName === 'a');
  const h1 = all.find((e) => e.tagName === 'h1');
  const canonical = all.find((e) => e.tagName === 'link' && attribute(e, 'rel') === 'canonical');
  return { href: link && attribute(link, 'href'), label: link && textOf(link).trim(), name: h1 && textOf(h1).trim(), url: canonical && attribute(canonical, 'href') };
}

describe.each(LOCALES.map((l) => l.code))('%s', (locale) => {
  const t = useTranslations(locale);
  it.each(assets)('$path: the enquiry is addressed to investor relations, with the subject and prompt of the language', ({ kind, path }) => {
    const file = join(DIST, `${localizePath(path, locale)}.html`);
    const { href, label, name, url } = enquiryOf(file);
    expect(href, 'an enquiry link').toBeDefined();
    expect(label).toBe(t(kind === 'property' ? 'asset.enquireProperty' : 'asset.enquireProject'));
    expect(url).toMatch(new RegExp(`${localizePath(path, locale).replace(/\//g, '\\/')}$`));
    const mailto = new URL(href!);
    expect(mailto.protocol).toBe('mailto:');
    expect(mailto.pathname).toBe(investorEmail);
    const subject = decodeURIComponent(href!.match(/[?&]subject=([^&]*)/)![1]!);
    const body = decodeURIComponent(href!.match(/[?&]body=([^&]*)/)![1]!);
    expect(subject).toBe(t('asset.enquirySubject', { name: name!, url: url! }));
    if (locale === 'en') expect(subject).toBe(`Enquiry: ${name!} (${url!})`);
    expect(subject).toContain(name!);
    expect(subject).toContain(url!);
    expect(body).toBe(t('asset.enquiryBody', { name: name! }).replace(/\n/g, '\r\n'));
    expect(body.split('\r\n')).toHaveLength(2);
  });
});

it('the prompt is written in each language, not the English one carried over', () => {
  const prompts = LOCALES.map((l) => useTranslations(l.code)('asset.enquiryBody', { name: 'X' }));
  expect(new Set(prompts).size).toBe(LOCALES.length);
});
