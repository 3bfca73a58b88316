/**
 * A research report or press release as a PDF: a cover in the firm's ink with what it is, its
 * title, its date and the firm, then its summary and its body (headings, paragraphs, lists) on
 * the pages every PDF of the site has (./Sheet.tsx), with their page numbers, and at the end
 * whom to ask. Its words are those of the entry's page, in the page's language.
 */
import { Document, Page, Text, View } from '@react-pdf/renderer';
import { htmlLang, type Locale, type Translate } from '@/i18n';
import { SANS } from '@/lib/pdf/fonts';
import type { Block, Run } from '@/lib/pdf/markdown';
import { pdfText, pdfWords } from '@/lib/pdf/text';
import { Sheet, type SheetFrame } from './Sheet';
import { colour, MARGIN, styles } from './theme';

export interface PublicationProps extends Omit<SheetFrame, 'note' | 'pageOf'> {
  lang: Locale;
  t: Translate;
  /** What it is: "Research Report · Market Analysis", "Press Release". */
  kind: string;
  title: string;
  /** Its date as its page prints it. */
  date: string;
  summary: string;
  blocks: Block[];
  /** "Media inquiries: media@…" */
  contact: string;
}

const BODY = { fontSize: 10, lineHeight: 1.55, color: colour.inkSoft };

function Runs({ runs }: { runs: Run[] }) {
  return runs.map((run, i) => (
    <Text key={i} style={{ ...(run.strong ? { fontWeight: 600, color: colour.ink } : {}), ...(run.emphasis ? { fontStyle: 'italic' } : {}) }}>
      {run.text}
    </Text>
  ));
}

function Body({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, i) => {
    if (block.kind === 'heading')
      return (
        // A heading is never left alone at the foot of a page.
        <Text key={i} style={[styles.heading, { marginTop: 14 }]} minPresenceAhead={60}>
          <Runs runs={block.runs} />
        </Text>
      );
    if (block.kind === 'paragraph')
      return (
        <Text key={i} style={[BODY, { marginBottom: 8 }]}>
          <Runs runs={block.runs} />
        </Text>
      );
    return (
      <View key={i} style={{ marginBottom: 8 }}>
        {block.items.map((item, n) => (
          <View key={n} style={styles.bullet} wrap={false}>
            <Text style={[BODY, { width: block.ordered ? 16 : 12, color: colour.brassDeep }]}>{block.ordered ? `${n + 1}.` : '•'}</Text>
            <Text style={[BODY, { flex: 1 }]}>
              <Runs runs={item} />
            </Text>
          </View>
        ))}
      </View>
    );
  });
}

function Cover({ firm, kind, title, date }: { firm: string; kind: string; title: string; date: string }) {
  return (
    <Page size="A4" style={{ backgroundColor: colour.ink, padding: MARGIN + 12, fontFamily: SANS, justifyContent: 'space-between' }}>
      <Text style={[styles.firm, { fontSize: 10 }]}>{firm}</Text>
      <View>
        <Text style={[styles.eyebrow, { color: colour.brass, fontSize: 9 }]}>{kind}</Text>
        <Text style={[styles.title, { color: colour.ivory, fontSize: 38, marginTop: 14 }]}>{title}</Text>
        <View style={{ borderBottomWidth: 1, borderBottomColor: colour.brass, width: 72, marginVertical: 22 }} />
        <Text style={{ fontSize: 11, color: colour.ivory }}>{date}</Text>
      </View>
    </Page>
  );
}

export function Publication(props: PublicationProps) {
  const { lang, kind, title, date, summary, blocks, contact, site, website } = pdfText(props);
  const t = pdfWords(props.t);
  return (
    <Document title={title} subject={kind} author={site.firmName} creator={site.firmName} producer={site.firmName} language={htmlLang(lang)}>
      <Cover firm={site.firmName} kind={kind} title={title} date={date} />
      <Sheet site={site} website={website} note={`${kind} · ${date}`} pageOf={(page, pages) => t('pdf.page', { page, pages })}>
        <View style={{ backgroundColor: colour.stone, padding: 16, marginBottom: 18 }} wrap={false}>
          <Text style={[styles.smallHeading, { color: colour.brassDeep }]}>{t('pdf.summary')}</Text>
          <Text style={[styles.figure, { fontSize: 13, lineHeight: 1.35, fontWeight: 600 }]}>{summary}</Text>
        </View>
        <Body blocks={blocks} />
        <View style={styles.rule} />
        <Text style={[BODY, { marginTop: 8, color: colour.ink }]}>{contact}</Text>
      </Sheet>
    </Document>
  );
}
