/**
 * Mends a few lines of Decap CMS as it is bundled, in development and in the build.
 *
 * Decap's editor asks for the open entry's page on the site (its "View Live" link) with the
 * published entry from its store, which is not always there when the editor opens (with the
 * editorial workflow, after a draft was saved or when the entry was reached from its draft), and
 * at moments with no entry at all. Decap then fails with "Cannot read properties of undefined" in
 * the console and shows "Failed to load deploy preview". The entry being edited, which has the
 * same address, stands in for the published one; with neither there is no link yet.
 *
 * Saving an entry that is not translated into every language (a language whose file does not
 * exist) failed with "Cannot read properties of undefined (reading 'get')": Decap prepares every
 * language's data for saving, present or not. A language without data is left as it is, and
 * Decap then writes no file for it, as it already does for languages without data.
 *
 * A new entry gave every language a copy of the English form's values, shared fields and defaults
 * included, and its first save wrote them into a .de, .it and .fr file beside the English one. A
 * translation's file gets the fields that are translated (Decap's `i18n` flag), nothing else; a
 * language whose texts are all empty then gets no file (admin/formats.ts).
 *
 * Saving or publishing a translation brought the form back to English: Decap switches the form
 * to the default language to check it before it saves, and a first save of a published entry
 * draws the editor afresh. After a save that went through, the form goes back to the language the
 * editor was writing in, and an entry drawn afresh opens in the language it was last saved in
 * (in this tab). A save that was refused leaves the form in English, where Decap marks the fields.
 *
 * The two-column view set Decap's second language (German) beside whatever the editor wrote in, so
 * French was paired with German. A translation is written beside the English original it
 * translates; English, beside the first translation.
 *
 * A translation's form hid the fields all languages share with `visibility: hidden`, which keeps
 * their room: large blank gaps between the texts to translate. Hidden fields take no room.
 *
 * While any picture of the form was loading, Decap drew none of the form's controls again (its
 * Widget skips every update then), so each kept the value of its last drawing: text typed in that
 * moment vanished from its field (a React input puts back the value it was drawn with), and a
 * group (a photo and its description) was checked at the save, and changed by its next field,
 * with its value from before the typing: "Fill in Description" for a description on screen and in
 * the entry. A control whose value changed is drawn again, loading or not; the skip still spares
 * the drawings the loading alone would cause.
 *
 * The list of a collection's entries says, after each entry's title, the languages it is written
 * in (EN DE IT FR): English and each translation that has a file.
 *
 * Typing into a Markdown field converted the field's whole text to the editor's document twice
 * per key: Decap's visual editor computed its initial document on every render (a value for
 * useState, not a function) and threw it away, and it mounted its toolbar afresh after every
 * change (a new key each time) where drawing it again is enough. The document is made once, and
 * the toolbar is drawn again, not mounted.
 *
 * Each key typed into a Markdown field then still compared the editor's whole document with the
 * one before (lodash's isEqual), turned it into Markdown and handed it to Decap, whose whole form
 * drew again: 46 ms per key at the 95th percentile on a long article, more than a frame. A change
 * of the text is told by Slate's own operations; the Markdown goes to Decap with the first key
 * after a pause, then once typing pauses (TYPING_PAUSE_MS) and at least every HAND_OVER_EVERY_MS
 * while it goes on, when the field loses focus (before a click on Save takes effect), when the
 * editor closes and when the page is left, so no key is ever lost.
 *
 * Decap writes a list's label in lower case inside its sentences ("3 key features", "Add feature"),
 * which German, whose nouns are capitalised, does not: "zeitplan der entwicklung hinzufügen". In a
 * German CMS (the page's `lang`, admin/cms.ts) the label keeps its capitals, and the count of
 * items is a phrase of Decap's locales (`editor.editorWidgets.list.count`, admin/decap-phrases.ts),
 * so each language orders it as it reads. A list without a name for one item ("Development
 * timeline", whose items are phases) adds "an item to" it (`editor.editorWidgets.list.itemOf`),
 * not the list itself: "Eintrag in «Zeitplan der Entwicklung» hinzufügen". The language menus of
 * the form name the languages by their codes in capitals (EN DE IT FR), as its "Writing in"
 * button and the lists do, not as "en de it fr".
 *
 * decap-cms-app registers every part Decap has, and its production script was 1,557 kB gzip: ten
 * backends, a map (OpenLayers), a code editor, a second rich-text editor, a colour picker and 37
 * interface languages. Its registrations are cut to the parts this site's CMS uses (the backends
 * admin/backend.ts chooses from, the controls admin/config.ts asks for, the site's languages);
 * the parts left out are never bundled.
 *
 * Should a Decap update change any of these lines, the build stops here rather than running
 * without the mend.
 */
import type { AstroIntegration } from 'astro';
import { LOCALES } from '../i18n/languages';

const EDITOR_INTERFACE = /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorInterface\.js$/;

/**
 * The language of the last save, by entry, and what brings the form back to it once a save has
 * gone through (`saved` is the save's promise; a refused save rejects, and Decap says why).
 */
const WRITING_IN = `const writingIn = new Map();
const entryKey = props => \`\${props.collection.get('name')}/\${props.entry.get('slug') ?? ''}\`;
function backToWriting(editor, locale, saved) {
  Promise.resolve(saved).then(() => {
    writingIn.set(entryKey(editor.props), locale);
    editor.controlPaneRef?.handleLocaleChange(locale);
  }, () => {});
}
`;

/** The save (`onPersist`) or publication (`onPublish`) of the editor, handed to backToWriting. */
const backToWritingAfter = (action: 'onPersist' | 'onPublish') => {
  const call = (open: string, close: string) => `${open}this.props.${action}({\n      createNew,\n      duplicate\n    })${close};`;
  const check = 'await this.controlPaneRef.switchToDefaultLocale();\n    this.controlPaneRef.validate();\n    ';
  return {
    file: EDITOR_INTERFACE,
    line: `${check}${call('', '')}`,
    mended: `const writing = this.controlPaneRef.state.selectedLocale;\n    ${check}${call('backToWriting(this, writing, ', ')')}`,
  };
};

const ENTRY_CARD = /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Collection[\\/]Entries[\\/]EntryCard\.js$/;

const LIST_CONTROL = /decap-cms-widget-list[\\/]dist[\\/]esm[\\/]ListControl\.js$/;

const VISUAL_EDITOR = /decap-cms-widget-markdown[\\/]dist[\\/]esm[\\/]MarkdownControl[\\/]VisualEditor\.js$/;

/** The pause in typing after which a Markdown field's text goes to Decap's form. */
const TYPING_PAUSE_MS = 300;
/** While typing goes on without a pause, the text still goes to the form this often, and so into the local backup. */
const HAND_OVER_EVERY_MS = 700;

/**
 * Decap backs the form up in the browser two seconds after the last change, and not at all while
 * changes go on: after six seconds of typing, a tab closed a moment later had nothing to offer
 * back. The backup is written a quarter of a second after a change, and at least every second.
 */
const BACKUP_WAIT_MS = 250;
const BACKUP_AT_LEAST_EVERY_MS = 1000;

/**
 * The Markdown of the document typed, handed to Decap: the first change after a pause at once (so
 * the form knows the entry has changed and offers Save), the others once typing pauses, when the
 * field is left, when the editor closes and before it changes to the raw text.
 *
 * Decap's visual editor takes its value once, when it is drawn: a value the form was given from
 * elsewhere ("Fill in from another locale", changes put back after a refused save) reached the
 * file but not the field, which stayed empty. A value that is not the one the editor handed over
 * is drawn anew.
 *
 * Slate draws the text typed by itself, so a key no longer draws the whole editor again: only the
 * toolbar, whose buttons show the marks and block at the cursor, is drawn again, and only when
 * something other than text was typed or deleted (the cursor moved, a mark was switched, a
 * paragraph split), as a transition that waits for the key's own work. That halved the time a
 * key keeps the editor busy.
 */
const HAND_OVER = `const TYPED_TEXT = new Set(['insert_text', 'remove_text']);
  const toDecap = useRef({});
  const fromDecap = useRef(props.value);
  toDecap.current.send = value => {
    const markdown = slateToMarkdown(value, {
      voidCodeBlock: !!codeBlockComponent,
      remarkPlugins: getRemarkPlugins()
    });
    fromDecap.current = markdown;
    onChange(markdown);
  };
  useEffect(() => {
    const same = (a, b) => (a ?? '').trimEnd() === (b ?? '').trimEnd();
    if (same(props.value, fromDecap.current) || toDecap.current.waiting) return;
    fromDecap.current = props.value;
    editor.children = props.value ? markdownToSlate(props.value, {
      voidCodeBlock: !!codeBlockComponent,
      remarkPlugins: getRemarkPlugins()
    }) : emptyValue;
    editor.selection = null;
    editor.onChange();
  }, [props.value]);
  const handOver = useCallback(() => {
    const { waiting, send } = toDecap.current;
    toDecap.current.waiting = undefined;
    toDecap.current.since = undefined;
    if (waiting) send(waiting);
  }, []);
  const typingPaused = useCallback(() => {
    toDecap.current.timer = undefined;
    handOver();
  }, [handOver]);
  useEffect(() => () => {
    clearTimeout(toDecap.current.timer);
    handOver();
  }, [handOver]);
  useEffect(() => {
    window.addEventListener('pagehide', handOver, true);
    return () => window.removeEventListener('pagehide', handOver, true);
  }, [handOver]);
  function handleChange(newValue) {
    if (editor.operations.some(operation => operation.type !== 'set_selection')) {
      toDecap.current.waiting = newValue;
      toDecap.current.since ??= Date.now();
      if (toDecap.current.timer === undefined || Date.now() - toDecap.current.since >= ${HAND_OVER_EVERY_MS}) handOver();
      clearTimeout(toDecap.current.timer);
      toDecap.current.timer = setTimeout(typingPaused, ${TYPING_PAUSE_MS});
    }
    const onlyText = editor.operations.length > 0 && editor.operations.every(operation => TYPED_TEXT.has(operation.type));
    if (!onlyText) startTransition(() => setToolbarKey(prev => prev + 1));
  }`;

const APP_EXTENSIONS = /decap-cms-app[\\/]dist[\\/]esm[\\/]extensions\.js$/;

/** Decap's backends that admin/backend.ts never chooses: class, registered name, package. */
const UNUSED_BACKENDS = [
  ['AzureBackend', 'azure', 'azure'],
  ['AwsCognitoGitHubProxyBackend', 'aws-cognito-github-proxy', 'aws-cognito-github-proxy'],
  ['GitLabBackend', 'gitlab', 'gitlab'],
  ['GiteaBackend', 'gitea', 'gitea'],
  ['ForgejoBackend', 'forgejo', 'forgejo'],
  ['BitbucketBackend', 'bitbucket', 'bitbucket'],
  // Decap's in-memory backend stays only in the build the CMS's tests make to try the production
  // /admin with no backend of the project's (CMS_BACKEND=test-repo, admin/backend.ts).
  ...(process.env['CMS_BACKEND'] === 'test-repo' ? [] : ([['TestBackend', 'test-repo', 'test']] as const)),
] as const;

/** Decap's controls that admin/config.ts never asks for, by their import's name and package. */
const UNUSED_WIDGETS = [
  ['Richtext', 'richtext'],
  ['Map', 'map'],
  ['Datetime', 'datetime'],
  ['Code', 'code'],
  ['ColorString', 'colorstring'],
  ['Uuid', 'uuid'],
] as const;

/** decap-cms-app's registrations, cut to the parts the site's CMS uses. */
const ONLY_USED_PARTS = [
  ...UNUSED_BACKENDS.flatMap(([name, registered, pack]) => [
    { file: APP_EXTENSIONS, line: `import { ${name} } from 'decap-cms-backend-${pack}';\n`, mended: '' },
    { file: APP_EXTENSIONS, line: `CMS.registerBackend('${registered}', ${name});\n`, mended: '' },
  ]),
  ...UNUSED_WIDGETS.flatMap(([name, pack]) => [
    { file: APP_EXTENSIONS, line: `import DecapCmsWidget${name} from 'decap-cms-widget-${pack}';\n`, mended: '' },
    { file: APP_EXTENSIONS, line: name === 'Uuid' ? ', DecapCmsWidgetUuid.Widget()]' : `DecapCmsWidget${name}.Widget(), `, mended: name === 'Uuid' ? ']' : '' },
  ]),
  // Markdown code blocks with the code control; the Markdown fields offer no editor components.
  { file: APP_EXTENSIONS, line: "CMS.registerEditorComponent({\n  id: 'code-block',\n  label: 'Code Block',\n  widget: 'code',\n  type: 'code-block'\n});\n", mended: '' },
  {
    file: APP_EXTENSIONS,
    line: "import * as locales from 'decap-cms-locales';",
    mended: `import { ${LOCALES.map((l) => l.code).join(', ')} } from 'decap-cms-locales';\nconst locales = { ${LOCALES.map((l) => l.code).join(', ')} };`,
  },
];

const MENDS = [
  ...ONLY_USED_PARTS,
  {
    file: LIST_CONTROL,
    line: "    const listLabel = items.size === 1 ? labelSingular.toLowerCase() : label.toLowerCase();",
    mended: "    const inSentence = text => /^de\\b/.test(document.documentElement.lang) ? text : text.toLowerCase();\n    const listLabel = inSentence(items.size === 1 ? labelSingular : label);",
  },
  { file: LIST_CONTROL, line: '          heading: `${items.size} ${listLabel}`,\n          label: labelSingular.toLowerCase(),', mended: "          heading: t('editor.editorWidgets.list.count', { count: items.size, label: listLabel, list: label }),\n          label: inSentence(field.get('label_singular') ? labelSingular : t('editor.editorWidgets.list.itemOf', { list: label }))," },
  { file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorControlPane[\\/]EditorControlPane\.js$/, line: '      label: l,\n      onClick: () => onLocaleChange(l)', mended: '      label: l.toUpperCase(),\n      onClick: () => onLocaleChange(l)' },
  { file: VISUAL_EDITOR, line: 'useState(props.value ? markdownToSlate(props.value, {', mended: 'useState(() => props.value ? markdownToSlate(props.value, {' },
  { file: VISUAL_EDITOR, line: '          disabled: isDisabled\n        }, toolbarKey)', mended: '          disabled: isDisabled\n        })' },
  { file: VISUAL_EDITOR, line: "import { useCallback, useEffect, useMemo, useState } from 'react';", mended: "import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';" },
  {
    file: VISUAL_EDITOR,
    line: '  function handleChange(newValue) {\n    if (!isEqual(newValue, editorValue)) {\n      setEditorValue(() => newValue);\n      onChange(slateToMarkdown(newValue, {\n        voidCodeBlock: !!codeBlockComponent,\n        remarkPlugins: getRemarkPlugins()\n      }));\n    }\n    setToolbarKey(prev => prev + 1);\n  }',
    mended: HAND_OVER,
  },
  { file: VISUAL_EDITOR, line: '            onKeyDown: handleKeyDown,\n            autoFocus: false', mended: '            onKeyDown: handleKeyDown,\n            onBlur: handOver,\n            autoFocus: false' },
  { file: VISUAL_EDITOR, line: "  function handleToggleMode() {\n    props.onMode('raw');", mended: "  function handleToggleMode() {\n    handOver();\n    props.onMode('raw');" },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorControlPane[\\/]Widget\.js$/,
    line: '    if (this.props.isLoadingAsset && nextProps.isLoadingAsset) return false;',
    mended: '    if (this.props.isLoadingAsset && nextProps.isLoadingAsset && this.props.value === nextProps.value) return false;',
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]EditorControlPane[\\/]EditorControl\.js$/,
    line: '  hidden: `\n    visibility: hidden;\n  `',
    mended: '  hidden: `\n    display: none;\n  `',
  },
  {
    file: ENTRY_CARD,
    line: '  const summary = selectEntryCollectionTitle(collection, entry);\n',
    mended:
      '  const summary = selectEntryCollectionTitle(collection, entry);\n' +
      "  const languages = collection.getIn(['i18n', 'locales'])?.filter(locale => locale === collection.getIn(['i18n', 'default_locale']) || entry.hasIn(['i18n', locale, 'data'])).toArray();\n",
  },
  { file: ENTRY_CARD, line: '    summary,\n    path:', mended: '    summary,\n    languages,\n    path:' },
  { file: ENTRY_CARD, line: 'function EntryCard({\n  path,\n  summary,\n', mended: 'function EntryCard({\n  path,\n  summary,\n  languages,\n' },
  {
    file: ENTRY_CARD,
    line: '          children: [summary, _jsx(TitleIcons, {\n            children: workflowStatus',
    mended:
      "          children: [_jsxs(\"span\", { children: [summary, languages && _jsx(\"span\", { className: \"cms-entry-languages\", children: languages.join(' ').toUpperCase() })] }), _jsx(TitleIcons, {\n            children: workflowStatus",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/,
    line: '    this.props.persistLocalBackup(entry, collection);\n  }, 2000);',
    mended: `    this.props.persistLocalBackup(entry, collection);\n  }, ${BACKUP_WAIT_MS}, { maxWait: ${BACKUP_AT_LEAST_EVERY_MS} });`,
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]components[\\/]Editor[\\/]Editor\.js$/,
    line: 'loadDeployPreview: opts => loadDeployPreview(collection, slug, entry, isPublished, opts)',
    mended: "loadDeployPreview: opts => loadDeployPreview(collection, slug, entry ?? entryDraft.get('entry'), isPublished, opts)",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]formatters\.js$/,
    line: "const basePath = trimEnd(baseUrl, '/');",
    mended: "if (!entry?.get('data')) return;\n  const basePath = trimEnd(baseUrl, '/');",
  },
  {
    file: EDITOR_INTERFACE,
    line: 'class EditorInterface extends Component {\n  state = {\n',
    mended: `${WRITING_IN}class EditorInterface extends Component {\n  state = {\n    leftPanelLocale: writingIn.get(entryKey(this.props)),\n`,
  },
  {
    file: EDITOR_INTERFACE,
    line: '        locale: locales?.[1],\n        t: t\n',
    mended: '        locale: leftPanelLocale === defaultLocale ? locales?.[1] : defaultLocale,\n        t: t\n',
  },
  backToWritingAfter('onPersist'),
  backToWritingAfter('onPublish'),
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]i18n\.js$/,
    line: "    const draft = entryDraft.set('data', entryDraft.getIn(dataPath));",
    mended:
      "    const translated = locale === defaultLocale ? undefined : new Set(collection.get('fields').filter(field => field.get(I18N) !== I18N_FIELD.NONE).map(field => field.get('name')));\n" +
      "    const draft = entryDraft.set('data', translated ? entryDraft.getIn(dataPath)?.filter((value, name) => translated.has(name)) : entryDraft.getIn(dataPath));",
  },
  {
    file: /decap-cms-core[\\/]dist[\\/]esm[\\/]lib[\\/]i18n\.js$/,
    line: 'entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
    mended: 'if (entry.getIn(dataPath)) entry = entry.setIn(dataPath, serializeValues(entry.getIn(dataPath)));',
  },
];

export function mendDecap(code: string, id: string): string | null {
  const mends = MENDS.filter(({ file }) => file.test(id));
  if (mends.length === 0) return null;
  return mends.reduce((mended, { line, mended: by }) => {
    if (!mended.includes(line)) throw new Error(`${id}: the line this project mends has changed (${line}); check whether Decap still needs the mend.`);
    return mended.replace(line, by);
  }, code);
}

const plugin = { name: 'decap-mends', transform: mendDecap };

export default function decapMends(): AstroIntegration {
  return {
    name: 'decap-mends',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        // The build bundles Decap with Vite's plugins; the dev server pre-bundles it with its own.
        updateConfig({ vite: { plugins: [plugin], optimizeDeps: { rolldownOptions: { plugins: [plugin] } } } });
      },
    },
  };
}
