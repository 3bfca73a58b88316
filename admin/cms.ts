/**
 * Starts Decap CMS on /admin. The configuration is made at build time from the content model
 * (admin/config.ts) and handed over in the page; everything here is bundled from npm.
 */
import type { CmsConfig, CmsEventListener } from 'decap-cms-core';
// Before decap-cms-app: it catches Decap's store as Decap makes it.
import { mendActions } from './decap-store';
import CMS from 'decap-cms-app';
import siteCss from '../src/styles/global.css?inline';
import adminCss from './admin.css?inline';
import { keepBackupsWhenLeaving, keepRecoveredBackups, restoreBackupsLeftBehind } from './backup';
import { writeNoBlankFiles } from './blank-files';
import { refuseStaleSaves } from './conflicts';
import { refuseDeletionsInUse } from './deletion-check';
import { undoableDeletions } from './deletions';
import { collections } from '@/model/collections';
import { DECAP_BACKENDS } from './backend';
import { FORMATS } from './config';
import { formats } from './formats';
import { CMS_LANGUAGE_KEY, cmsLocale, cmsWords, inCmsLanguage, speakCms } from './language';
import { DECAP_LOCALES } from './decap-locales';
import { decapPhrases, listDatesIn, speakDates } from './decap-phrases';
import { LOCALES } from '@/i18n/languages';
import { showLanguageChoice } from './language-choice';
import { followTheForm, onlyTheOpenEntry, reloadOnEntryChange } from './navigation';
import { previews } from './previews';
import { listMediaWithoutContents } from './media-list';
import { inLanguage } from './previews/language';
import { inEditorsWords } from './notices';
import { notice, showRefusals } from './refusals';
import { checkUploads } from './upload-check';
import { creditUploads } from './upload-credit';
import { blankOptionalPaths, fieldsFor } from './validation';
import { registerWidgets } from './widgets';

type Entry = Parameters<CmsEventListener['handler']>[0]['entry'];

// The CMS speaks the language the editor chose, else the browser's: Decap's own words and the
// collections' names, labels, hints and messages (admin/language.ts).
const language = cmsLocale(navigator.languages, localStorage.getItem(CMS_LANGUAGE_KEY));
speakCms(language);
const config = { ...listDatesIn(inCmsLanguage(JSON.parse(document.getElementById('cms-config')?.textContent ?? '{}') as CmsConfig, cmsWords), language), locale: language };
// Decap's phrases with the CMS's own where Decap has none or the wrong ones (admin/decap-phrases.ts).
for (const { code } of LOCALES) CMS.registerLocale(code, decapPhrases(code, DECAP_LOCALES[code] as Parameters<typeof decapPhrases>[1]));
speakDates(language);
// Screen readers read the CMS in its language, and Decap's lists write labels as it does (patches/decap-cms-widget-list+3.6.3.patch).
document.documentElement.lang = LOCALES.find((l) => l.code === language)?.lang ?? language;
// The form opens beside the preview of the page; the two-language view (the English original
// beside a translation) is a button away, and Decap remembers whichever the editor chose last.
if (localStorage.getItem('cms.right-pane') === null) localStorage.setItem('cms.right-pane', 'preview');

// Decap's in-memory backend, which decap-cms-app no longer registers (patches/decap-cms-app+3.16.3.patch),
// only where the configuration asks for it: the build the CMS's tests make with CMS_BACKEND=test-repo.
// Registered before the backends are mended below, so that it is mended like every other.
if (config.backend.name === 'test-repo') CMS.registerBackend('test-repo', (await import('decap-cms-backend-test')).TestBackend);
writeNoBlankFiles(CMS.getBackend, DECAP_BACKENDS);
refuseStaleSaves(CMS.getBackend, DECAP_BACKENDS);
undoableDeletions(CMS.getBackend, DECAP_BACKENDS);
// After the deletions are made undoable: what is in use is refused before it is read for undoing.
// Not for the local backend (Decap's proxy), which refuses by the same rules in the step that
// deletes, drafts included: reading every entry through it first only doubled the wait.
refuseDeletionsInUse(CMS.getBackend, DECAP_BACKENDS.filter((name) => name !== 'proxy'));
listMediaWithoutContents(CMS.getBackend);
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
      cmsWords(
        import.meta.env.DEV
          ? 'Published. The development site shows it now; the public site after the next deployment.'
          : 'Published. The public site shows it after the next deployment, usually within a few minutes.',
      ),
      'published',
    );
  },
});

registerWidgets();
// The previews show the site's typefaces: their @font-face rules and family variables, which Astro
// writes into this page's head (admin/page.astro), go into the preview frame with the site's styles.
const fontCss = [...document.head.querySelectorAll('style')].map((style) => style.textContent ?? '').filter((css) => css.includes('@font-face'));
CMS.registerPreviewStyle([...fontCss, siteCss].join('\n'), { raw: true });
// The CMS's own additions are styled from here as Decap styles its interface: from the script, so
// the page needs no style sheet of its own, built or served.
const ownStyles = document.createElement('style');
ownStyles.textContent = adminCss;
document.head.append(ownStyles);
for (const [name, template] of Object.entries(previews)) CMS.registerPreviewTemplate(name, inLanguage(template));

// A backup written as a tab closed must be where Decap looks before Decap looks.
await restoreBackupsLeftBehind();
CMS.init({ config });
mendActions(inEditorsWords);
mendActions(onlyTheOpenEntry);
mendActions(followTheForm);
mendActions(creditUploads);
showLanguageChoice(language);
// Decap's words for its save buttons, in its language (English where it has none of its own).
const toolbar = (CMS.getLocale(language) as { editor?: { editorToolbar?: Record<string, string> } } | undefined)?.editor?.editorToolbar ?? {};
showRefusals(['save', 'publish', 'publishNow', 'publishAndCreateNew', 'publishAndDuplicate'].flatMap((key) => toolbar[key] ?? []));
checkUploads();
reloadOnEntryChange();
keepRecoveredBackups();
keepBackupsWhenLeaving();

