/**
 * Starts Decap CMS on /admin. The configuration is made at build time from the content model
 * (admin/config.ts) and handed over in the page; everything here is bundled from npm.
 */
import type { CmsConfig, CmsEventListener } from 'decap-cms-core';
// Before decap-cms-app: it catches Decap's store as Decap makes it.
import './decap-store';
import CMS from 'decap-cms-app';
import siteCss from '../src/styles/global.css?inline';
import './admin.css';
import { keepRecoveredBackups } from './backup';
import { collections } from '@/model/collections';
import { cmsLocale, FORMATS } from './config';
import { formats } from './formats';
import { reloadOnEntryChange } from './navigation';
import { previews } from './previews';
import { inLanguage } from './previews/language';
import { notice, showRefusals } from './refusals';
import { blankOptionalPaths, fieldsFor } from './validation';
import { registerWidgets } from './widgets';

type Entry = Parameters<CmsEventListener['handler']>[0]['entry'];

const config = JSON.parse(document.getElementById('cms-config')?.textContent ?? '{}') as CmsConfig;
// The CMS speaks the editor's language where Decap has it.
config.locale = cmsLocale(navigator.languages);
// The form opens beside the preview of the page; the two-language view (the English original
// beside a translation) is a button away, and Decap remembers whichever the editor chose last.
if (localStorage.getItem('cms.right-pane') === null) localStorage.setItem('cms.right-pane', 'preview');

CMS.registerCustomFormat(FORMATS.yml, 'yml', formats.yaml);
CMS.registerCustomFormat(FORMATS.md, 'md', formats.frontmatter);
CMS.registerCustomFormat(FORMATS.localized, 'yml', formats.localized);

CMS.registerEventListener({
  name: 'preSave',
  handler: ({ entry }: { entry: Entry }) => {
    const fields = fieldsFor(collections, entry.get('collection') as string, entry.get('slug') as string);
    let data = entry.get('data');
    if (!fields || !data) return undefined;
    // Optional values left blank are dropped rather than written as '' or null.
    for (const path of blankOptionalPaths(fields, data.toJS() as Record<string, unknown>).reverse()) data = data.deleteIn(path);
    return data;
  },
});

// Publishing changes the content in the repository; the public site shows it after it is built.
CMS.registerEventListener({
  name: 'postPublish',
  handler: () => {
    notice(
      import.meta.env.DEV
        ? 'Published. The development site shows it now; the public site after the next deployment.'
        : 'Published. The public site shows it after the next deployment, usually within a few minutes.',
      'published',
    );
  },
});

registerWidgets();
// The previews show the site's typefaces: their @font-face rules and family variables, which Astro
// writes into this page's head (admin/page.astro), go into the preview frame with the site's styles.
const fontCss = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes('@font-face'));
CMS.registerPreviewStyle([...fontCss, siteCss].join('\n'), { raw: true });
for (const [name, template] of Object.entries(previews)) CMS.registerPreviewTemplate(name, inLanguage(template));

CMS.init({ config });
showRefusals();
reloadOnEntryChange();
keepRecoveredBackups();

// In development Astro reloads every open page when a content file or server code changes
// ("full-reload" to path "*", or to no path at all). Here the CMS made the change itself, and a
// reload would drop what the editor does next; pointing the reload at another page makes Vite
// skip it. Someone changing the CMS's own code reloads it by hand.
if (import.meta.hot) {
  import.meta.hot.on('vite:beforeFullReload', (payload: { path?: string }) => {
    if (payload.path === undefined || payload.path === '*') payload.path = '/content-changed.html';
  });
}
