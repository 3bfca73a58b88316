// Makes the downloadable PDFs of research reports and press releases from their own content:
// title, date, summary, the body (or the standard text the site shows when there is none), the
// firm's name and page numbers. Output: public/downloads/<slug>.pdf; the entry's `pdf` field
// must name that file for the site to offer it. With --lang, the PDF in that language, made
// from the entry's translation (English where it has none): public/downloads/<slug>.<lang>.pdf,
// which the site offers on that language's pages in place of the English one.
//
//   npx node scripts/pdfs.mjs                          the entries listed in DEFAULT_ENTRIES
//   npx node scripts/pdfs.mjs reports/<slug> press/<slug> …
//   npx node scripts/pdfs.mjs --lang it [entries …]
//
// Fonts are the PDF standard fonts (Times, Helvetica), so the files stay small and need no
// embedding; their WinAnsi encoding covers the Latin text of the content.
import fs from 'node:fs';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { parseContentFile, splitFrontmatter } from './content-format.mjs';

const root = path.resolve(import.meta.dirname, '..');
const DEFAULT_ENTRIES = ['reports/ticino-hospitality-market-review-2025', 'reports/alpine-eco-tourism-southern-switzerland', 'press/capital-allocation-2025-2027'];

const args = process.argv.slice(2);
const langAt = args.indexOf('--lang');
const lang = langAt === -1 ? 'en' : args[langAt + 1];
const locales = JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/locales.json'), 'utf8'));
if (!locales.some((l) => l.code === lang)) throw new Error(`--lang must be one of ${locales.map((l) => l.code).join(', ')}`);
const htmlLang = locales.find((l) => l.code === lang).lang;

const readStrings = (code) => JSON.parse(fs.readFileSync(path.join(root, `src/i18n/${code}/news.json`), 'utf8'));
const strings = { ...readStrings('en'), ...readStrings(lang) };
const choices = { ...JSON.parse(fs.readFileSync(path.join(root, 'src/i18n/en/choices.json'), 'utf8')), ...JSON.parse(fs.readFileSync(path.join(root, `src/i18n/${lang}/choices.json`), 'utf8')) };
const t = (key, vars = {}) => {
  const template = strings[key];
  if (template === undefined) throw new Error(`Missing UI string "${key}" in src/i18n/en/news.json`);
  return template.replace(/\{(\w+)\}/g, (m, name) => (name in vars ? String(vars[name]) : m));
};
// The settings file holds every language; a translation gives its texts over the English ones.
const settings = parseContentFile('site.yml', fs.readFileSync(path.join(root, 'content/settings/site.yml'), 'utf8')).data;
const site = { ...settings.en, ...(lang === 'en' ? {} : settings[lang]) };

// The site's palette (src/styles/global.css).
const INK = rgb(0x14 / 255, 0x28 / 255, 0x3c / 255);
const INK_SOFT = rgb(0x3a / 255, 0x4d / 255, 0x60 / 255);
const BRASS = rgb(0x80 / 255, 0x64 / 255, 0x2f / 255);
const STONE = rgb(0xe9 / 255, 0xe2 / 255, 0xd6 / 255);

const A4 = [595.28, 841.89];
const MARGIN = 64;
const WIDTH = A4[0] - 2 * MARGIN;
const FOOTER_Y = 40;
const BOTTOM = 70;

function readMarkdown(file) {
  const { data, body } = splitFrontmatter(fs.readFileSync(file, 'utf8'));
  if (Object.keys(data).length === 0) throw new Error(`${file}: no front matter`);
  return { data, body: body.trim() };
}

/** The entry in the chosen language: its translation's texts over the English original. */
function readEntry(ref) {
  const [collection, slug] = ref.split('/');
  const file = path.join(root, 'content', collection, `${slug}.en.md`);
  const original = readMarkdown(file);
  const translated = path.join(root, 'content', collection, `${slug}.${lang}.md`);
  const translation = lang !== 'en' && fs.existsSync(translated) ? readMarkdown(translated) : { data: {}, body: '' };
  const texts = Object.fromEntries(Object.entries(translation.data).filter(([, value]) => typeof value === 'string' && value.trim() !== ''));
  const data = { ...original.data, ...texts };
  return { collection, slug: data.slug ?? slug, data, body: translation.body || original.body, file };
}

const formatDate = (date, precision = 'day') =>
  new Intl.DateTimeFormat(`${lang}-CH`, precision === 'day' ? { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' } : { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(date));

/** Markdown (as editors write it) → blocks of styled runs. */
function blocksOf(markdown) {
  const blocks = [];
  for (const chunk of markdown.split(/\n\s*\n/)) {
    const lines = chunk.split('\n');
    const heading = lines[0].match(/^(#{2,4})\s+(.*)$/);
    if (heading) {
      blocks.push({ kind: 'heading', runs: runsOf(heading[2]) });
      continue;
    }
    if (/^[-*]\s/.test(lines[0])) {
      let item = null;
      for (const line of lines) {
        const start = line.match(/^[-*]\s+(.*)$/);
        if (start) {
          item = { kind: 'bullet', text: start[1] };
          blocks.push(item);
        } else if (item) item.text += ` ${line.trim()}`;
      }
      for (const b of blocks) if (b.kind === 'bullet' && !b.runs) b.runs = runsOf(b.text);
      continue;
    }
    blocks.push({ kind: 'paragraph', runs: runsOf(lines.map((l) => l.trim()).join(' ')) });
  }
  return blocks;
}

/** **bold** becomes bold runs; links keep their text; other marks are dropped. */
function runsOf(text) {
  const clean = text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/(^|\W)_([^_]+)_(?=\W|$)/g, '$1$2');
  return clean.split(/(\*\*[^*]+\*\*)/).filter(Boolean).map((part) => (part.startsWith('**') ? { text: part.slice(2, -2), bold: true } : { text: part.replace(/\*/g, ''), bold: false }));
}

class Writer {
  constructor(doc, fonts) {
    this.doc = doc;
    this.fonts = fonts;
    this.pages = [];
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage(A4);
    this.pages.push(this.page);
    this.y = A4[1] - MARGIN;
  }

  ensure(height) {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** Only characters the standard fonts can encode; typographic ones they lack are spelled out. */
  safe(text, font) {
    const supported = new Set(font.getCharacterSet());
    return [...text.replace(/\u00a0|\u202f/g, ' ').replace(/≥/g, '>=').replace(/≤/g, '<=')]
      .map((ch) => {
        if (supported.has(ch.codePointAt(0))) return ch;
        console.warn(`  a "${ch}" (U+${ch.codePointAt(0).toString(16)}) is not in the PDF font; written as "?"`);
        return '?';
      })
      .join('');
  }

  /** Lays out runs over lines no wider than `width`, starting a new page when needed. */
  text(runs, { size, leading, regular, bold, color = INK_SOFT, x = MARGIN, width = WIDTH, before = 0, after = 0, marker }) {
    const words = [];
    for (const run of runs) {
      const font = run.bold ? bold : regular;
      for (const [i, word] of this.safe(run.text, font).split(/(\s+)/).entries()) {
        if (word === '') continue;
        if (/^\s+$/.test(word)) words.push({ space: true });
        else words.push({ word, font, width: font.widthOfTextAtSize(word, size), joined: i === 0 && words.length > 0 && !words.at(-1).space });
      }
    }
    const lines = [];
    let line = [];
    let lineWidth = 0;
    const spaceWidth = regular.widthOfTextAtSize(' ', size);
    for (const w of words) {
      if (w.space) {
        if (line.length) line.at(-1).spaceAfter = true;
        continue;
      }
      const gap = line.length && line.at(-1).spaceAfter ? spaceWidth : 0;
      if (line.length && lineWidth + gap + w.width > width && !w.joined) {
        lines.push(line);
        line = [];
        lineWidth = 0;
      }
      lineWidth += (line.length && line.at(-1).spaceAfter ? spaceWidth : 0) + w.width;
      line.push({ ...w });
    }
    if (line.length) lines.push(line);

    this.y -= before;
    lines.forEach((words, index) => {
      this.ensure(leading);
      this.y -= leading;
      if (index === 0 && marker) this.page.drawText(marker, { x: x - 6 - regular.widthOfTextAtSize(marker, size), y: this.y, size, font: regular, color: BRASS });
      // Words of one font are drawn as one string, so viewers space and copy them naturally.
      let cx = x;
      let i = 0;
      while (i < words.length) {
        const font = words[i].font;
        let text = words[i].word;
        while (i + 1 < words.length && words[i + 1].font === font) {
          text += (words[i].spaceAfter ? ' ' : '') + words[i + 1].word;
          i++;
        }
        this.page.drawText(text, { x: cx, y: this.y, size, font, color });
        cx += font.widthOfTextAtSize(text, size) + (words[i].spaceAfter ? spaceWidth : 0);
        i++;
      }
    });
    this.y -= after;
  }

  rule(y, color = BRASS, thickness = 0.6) {
    this.page.drawLine({ start: { x: MARGIN, y }, end: { x: A4[0] - MARGIN, y }, thickness, color });
  }
}

async function render(entry) {
  const { collection, data, body } = entry;
  const isReport = collection === 'reports';
  const doc = await PDFDocument.create();
  const fonts = {
    serif: await doc.embedFont(StandardFonts.TimesRoman),
    serifBold: await doc.embedFont(StandardFonts.TimesRomanBold),
    sans: await doc.embedFont(StandardFonts.Helvetica),
    sansBold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const w = new Writer(doc, fonts);
  const date = formatDate(data.date, isReport ? 'month' : 'day');

  // Masthead: the firm, then what the document is.
  w.text([{ text: site.firmName.toUpperCase() }], { size: 9, leading: 12, regular: fonts.sansBold, bold: fonts.sansBold, color: BRASS });
  w.rule(w.y - 10);
  const kind = isReport ? `${t('pdf.researchReport')} · ${choices[`reportType.${data.type}`] ?? data.type}` : t('pdf.pressRelease');
  w.text([{ text: kind.toUpperCase() }], { size: 8.5, leading: 12, regular: fonts.sans, bold: fonts.sansBold, color: INK_SOFT, before: 30 });
  w.text([{ text: data.title }], { size: 28, leading: 32, regular: fonts.serif, bold: fonts.serifBold, color: INK, before: 10 });
  w.text([{ text: t('pdf.published', { date }) }], { size: 10, leading: 14, regular: fonts.sans, bold: fonts.sansBold, before: 10 });

  // Summary on a stone panel.
  const summaryRuns = runsOf(data.excerpt.trim());
  const probe = new Writer(await PDFDocument.create(), fonts);
  probe.text(summaryRuns, { size: 11, leading: 16, regular: fonts.serif, bold: fonts.serifBold, width: WIDTH - 36 });
  const panel = A4[1] - MARGIN - probe.y + 42;
  w.y -= 24;
  w.page.drawRectangle({ x: MARGIN, y: w.y - panel, width: WIDTH, height: panel, color: STONE });
  w.text([{ text: t('pdf.summary').toUpperCase() }], { size: 8, leading: 12, regular: fonts.sansBold, bold: fonts.sansBold, color: BRASS, x: MARGIN + 18, width: WIDTH - 36, before: 14 });
  w.text(summaryRuns, { size: 12, leading: 16, regular: fonts.serif, bold: fonts.serifBold, color: INK, x: MARGIN + 18, width: WIDTH - 36, before: 2 });
  w.y -= 28;

  // Body: the entry's own text, or the standard text the page shows without one (less its
  // opening, which repeats the summary printed above).
  const own = body.trim();
  const blocks = own
    ? blocksOf(own)
    : [{ kind: 'paragraph', runs: runsOf(isReport ? t('reports.genericAbout', { type: choices[`reportType.${data.type}`] ?? data.type }) : t('press.genericBody')) }];
  if (isReport) {
    blocks.push({ kind: 'heading', runs: [{ text: t('reports.contentsHeading') }] });
    blocks.push({ kind: 'contents', items: Array.from({ length: 10 }, (_, i) => t(`reports.contents.${i + 1}`)) });
  }
  for (const block of blocks) {
    if (block.kind === 'heading') {
      w.ensure(60);
      w.text(block.runs, { size: 16, leading: 20, regular: fonts.serifBold, bold: fonts.serifBold, color: INK, before: 14, after: 6 });
    } else if (block.kind === 'bullet') {
      w.text(block.runs, { size: 10.5, leading: 15, regular: fonts.sans, bold: fonts.sansBold, x: MARGIN + 14, width: WIDTH - 14, after: 5, marker: '•' });
    } else if (block.kind === 'contents') {
      // Two columns of five, numbered down the first column and then the second.
      const rows = Math.ceil(block.items.length / 2);
      w.ensure(rows * 17);
      const top = w.y;
      block.items.forEach((item, i) => {
        w.y = top - (i % rows) * 17;
        w.text([{ text: item }], { size: 10.5, leading: 15, regular: fonts.sans, bold: fonts.sansBold, x: MARGIN + 20 + (i < rows ? 0 : WIDTH / 2), width: WIDTH / 2 - 24, marker: `${i + 1}.` });
      });
      w.y = top - rows * 17;
    } else {
      w.text(block.runs, { size: 10.5, leading: 15, regular: fonts.sans, bold: fonts.sansBold, after: 8 });
    }
  }

  const contact = isReport ? t('pdf.researchContact', { email: site.researchEmail }) : t('pdf.mediaContact', { email: site.mediaEmail });
  w.ensure(40);
  w.rule(w.y - 12, STONE, 1);
  w.text([{ text: contact }], { size: 9.5, leading: 13, regular: fonts.sans, bold: fonts.sansBold, color: INK, before: 22 });

  // Footer on every page: the firm and the page number.
  const hq = site.headquarters;
  const left = `${site.legalName} · ${hq.street} · ${hq.postalCode} ${hq.city} · ${hq.country}`;
  w.pages.forEach((page, i) => {
    page.drawLine({ start: { x: MARGIN, y: FOOTER_Y + 14 }, end: { x: A4[0] - MARGIN, y: FOOTER_Y + 14 }, thickness: 0.5, color: STONE });
    page.drawText(w.safe(left, fonts.sans), { x: MARGIN, y: FOOTER_Y, size: 8, font: fonts.sans, color: INK_SOFT });
    const number = t('pdf.page', { page: i + 1, pages: w.pages.length });
    page.drawText(number, { x: A4[0] - MARGIN - fonts.sans.widthOfTextAtSize(number, 8), y: FOOTER_Y, size: 8, font: fonts.sans, color: INK_SOFT });
  });

  // Fixed dates keep the files identical from run to run.
  const published = new Date(data.date);
  doc.setTitle(data.title, { showInWindowTitleBar: true });
  doc.setAuthor(site.firmName);
  doc.setSubject(data.excerpt.trim().replace(/\s+/g, ' '));
  doc.setCreator(site.firmName);
  doc.setProducer('pdf-lib');
  doc.setLanguage(htmlLang);
  doc.setCreationDate(published);
  doc.setModificationDate(published);
  return { bytes: await doc.save(), pages: w.pages.length };
}

const named = args.filter((arg, i) => arg !== '--lang' && i !== langAt + 1);
const refs = named.length ? named : DEFAULT_ENTRIES;
const outDir = path.join(root, 'public/downloads');
fs.mkdirSync(outDir, { recursive: true });
for (const ref of refs) {
  const entry = readEntry(ref);
  if (entry.data.investorsOnly) throw new Error(`${ref} is for investors only; its PDF would be public.`);
  const { bytes, pages } = await render(entry);
  const out = path.join(outDir, lang === 'en' ? `${entry.slug}.pdf` : `${entry.slug}.${lang}.pdf`);
  fs.writeFileSync(out, bytes);
  const expected = `/downloads/${entry.slug}.pdf`;
  const note = entry.data.pdf === expected ? '' : ` (set "pdf: ${expected}" in ${path.relative(root, entry.file)} to offer it)`;
  console.log(`${path.relative(root, out)}: ${pages} page(s), ${(bytes.length / 1024).toFixed(1)} kB${note}`);
}
