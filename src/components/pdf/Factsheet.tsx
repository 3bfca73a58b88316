/**
 * The factsheet of a property or project, one or two A4 pages in its language: name, place and
 * kind, the key figures, overview, features or highlights, the locator map, the specifications,
 * the development phases where there are any, and the firm's contact. Its words and figures are
 * those of the asset's page (src/lib/portfolio/detail-pages.ts), in the same number formats.
 */
import { Document, Text, View } from '@react-pdf/renderer';
import type { CollectionEntry } from 'astro:content';
import type { ReactNode } from 'react';
import { choice, htmlLang, type Locale, type Translate } from '@/i18n';
import type { MapDrawing } from '@/lib/maps/draw';
import { pdfText, pdfWords } from '@/lib/pdf/text';
import { projectPage, propertyPage, type Figure } from '@/lib/portfolio/detail-pages';
import { LocatorMap } from './LocatorMap';
import { Bullets, Sheet, type SheetFrame } from './Sheet';
import { colour, MARGIN, styles } from './theme';

export type FactsheetOf = { property: CollectionEntry<'properties'>['data'] } | { project: CollectionEntry<'projects'>['data'] };

export interface FactsheetProps extends Omit<SheetFrame, 'note' | 'pageOf'> {
  of: FactsheetOf;
  lang: Locale;
  t: Translate;
  map: MapDrawing;
  /** The day the build made it, printed as "As of …". */
  date: string;
}

const COLUMN_GAP = 22;
const SIDE = 196;

function KeyFigures({ heading, figures }: { heading: string; figures: Figure[] }) {
  return (
    <View style={{ marginTop: 18 }} wrap={false}>
      <Text style={styles.smallHeading}>{heading}</Text>
      <View style={{ flexDirection: 'row', borderWidth: 0.6, borderColor: colour.stoneDeep }}>
        {figures.map((f, i) => {
          const highlight = f.tone === 'highlight';
          return (
            <View key={f.key} style={{ flex: 1, padding: 10, backgroundColor: highlight ? colour.green : i % 2 ? '#ffffff' : colour.ivory, borderLeftWidth: i ? 0.6 : 0, borderLeftColor: colour.stoneDeep }}>
              <Text style={{ fontSize: 6.5, fontWeight: 600, letterSpacing: 1.1, textTransform: 'uppercase', color: highlight ? colour.ivory : colour.inkSoft, minHeight: 17 }}>{f.label}</Text>
              <Text style={[styles.figure, { fontSize: 17, marginTop: 4 }, highlight ? { color: colour.ivory } : {}]}>{f.value}</Text>
            </View>
          );
        })}
      </View>
    </View>
  );
}

function Rows({ heading, rows }: { heading: string; rows: Figure[] }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.smallHeading}>{heading}</Text>
      {rows.map((row) => (
        <View key={row.key} style={{ flexDirection: 'row', justifyContent: 'space-between', gap: 10, paddingVertical: 4, borderBottomWidth: 0.5, borderBottomColor: colour.stone }}>
          <Text style={{ color: colour.inkSoft, flex: 1 }}>{row.label}</Text>
          <Text style={{ fontWeight: 500, textAlign: 'right', color: row.tone === 'muted' ? colour.inkSoft : row.tone === 'highlight' ? colour.green : colour.ink, maxWidth: '58%' }}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** The sheet's body: its texts on the left, the locator map and the specifications beside them. */
function Columns({ children, map, caption, rows }: { children: ReactNode; map: MapDrawing; caption: string; rows: { heading: string; rows: Figure[] } | undefined }) {
  return (
    <View style={{ flexDirection: 'row', gap: COLUMN_GAP }}>
      <View style={{ flex: 1 }}>{children}</View>
      <View style={{ marginTop: 18 }}>
        <Side map={map} caption={caption} rows={rows} />
      </View>
    </View>
  );
}

function Side({ map, caption, rows }: { map: MapDrawing; caption: string; rows: { heading: string; rows: Figure[] } | undefined }) {
  return (
    <View style={{ width: SIDE }}>
      <LocatorMap drawing={map} width={SIDE} />
      <Text style={{ fontSize: 6, color: colour.inkSoft, marginTop: 3 }}>{caption}</Text>
      {rows && <Rows {...rows} />}
    </View>
  );
}

function Head({ eyebrow, name, place }: { eyebrow: string; name: string; place: string }) {
  return (
    <View>
      <Text style={styles.eyebrow}>{eyebrow}</Text>
      <Text style={styles.title}>{name}</Text>
      <Text style={styles.place}>{place}</Text>
    </View>
  );
}

/** A part under its heading, kept whole on one page: none is longer than half a page. */
function Section({ heading, children }: { heading: string; children: React.ReactNode }) {
  return (
    <View style={styles.section} wrap={false}>
      <Text style={styles.heading}>{heading}</Text>
      {children}
    </View>
  );
}

/** Cards two to a row across the page, each under a brass rule. */
function Cards({ items }: { items: { key: string; title: string; text: string | undefined }[] }) {
  return (
    <View style={{ flexDirection: 'row', flexWrap: 'wrap', columnGap: COLUMN_GAP, rowGap: 10 }}>
      {items.map((item) => (
        <View key={item.key} style={{ width: (595 - 2 * MARGIN - COLUMN_GAP) / 2, borderTopWidth: 1, borderTopColor: colour.brass, paddingTop: 5 }}>
          <Text style={{ fontWeight: 600, color: colour.ink }}>{item.title}</Text>
          <Text style={[styles.body, { marginTop: 2 }]}>{item.text}</Text>
        </View>
      ))}
    </View>
  );
}

function PropertySheet({ p, t, lang, map }: { p: CollectionEntry<'properties'>['data']; t: Translate; lang: Locale; map: MapDrawing }) {
  const page = pdfText(propertyPage(p, { t, lang }));
  return (
    <>
      <Head eyebrow={page.hero.eyebrow} name={p.name} place={[p.location, ...page.hero.facts].join(' · ')} />
      <KeyFigures heading={t('factsheet.keyFigures')} figures={page.figures.items} />
      <Columns map={map} caption={t('map.source')} rows={page.specifications}>
        <Section heading={page.overview.heading}>
          <Text style={styles.body}>{p.description}</Text>
        </Section>
        <Section heading={page.features.heading}>
          <Bullets items={p.features} />
        </Section>
      </Columns>
      <Section heading={page.highlights.heading}>
        <Cards items={page.highlights.items} />
      </Section>
    </>
  );
}

function ProjectSheet({ p, t, lang, map }: { p: CollectionEntry<'projects'>['data']; t: Translate; lang: Locale; map: MapDrawing }) {
  const page = pdfText(projectPage(p, { t, lang }));
  const figures = [page.hero.assetValue, page.development?.investment, page.vision?.postDevelopmentValue].filter((f) => f !== undefined);
  const status = choice(t, 'projectStatus', p.status);
  return (
    <>
      <Head eyebrow={[p.type, status].join(' · ')} name={p.name} place={p.location} />
      {figures.length > 0 && <KeyFigures heading={t('factsheet.keyFigures')} figures={figures} />}
      <Columns map={map} caption={t('map.source')} rows={page.specifications}>
        <Section heading={page.overview.heading}>
          {[p.description, ...p.overview].map((paragraph, i) => (
            <Text key={i} style={[styles.body, { marginBottom: 5 }]}>
              {paragraph}
            </Text>
          ))}
        </Section>
        {page.highlights && (
          <Section heading={page.highlights.heading}>
            <Bullets items={p.highlights} />
          </Section>
        )}
      </Columns>
      {page.development && page.development.phases.length > 0 && (
        <Section heading={`${page.development.timeline}${page.development.heading ? ` · ${page.development.heading}` : ''}`}>
          <View style={{ flexDirection: 'row', flexWrap: 'wrap', gap: 12 }}>
            {page.development.phases.map((phase, i) => (
              <View key={i} style={{ width: (595 - 2 * MARGIN - 2 * 12) / 3, borderTopWidth: 1.2, borderTopColor: colour.brass, paddingTop: 6 }} wrap={false}>
                <Text style={{ fontSize: 7, fontWeight: 600, letterSpacing: 1.2, color: colour.brassDeep }}>{[String(i + 1).padStart(2, '0'), phase.period].filter(Boolean).join(' · ')}</Text>
                <Text style={[styles.figure, { fontSize: 12, marginVertical: 3 }]}>{phase.title}</Text>
                <Bullets items={phase.items} />
              </View>
            ))}
          </View>
        </Section>
      )}
    </>
  );
}

export function Factsheet(props: FactsheetProps) {
  const { of, lang, map, date, site, website } = pdfText(props);
  const t = pdfWords(props.t);
  const name = 'property' in of ? of.property.name : of.project.name;
  return (
    <Document title={`${name} · ${t('factsheet.title')}`} author={site.firmName} creator={site.firmName} producer={site.firmName} language={htmlLang(lang)}>
      <Sheet site={site} website={website} note={`${t('factsheet.title')} · ${t('factsheet.asOf', { date })}`} pageOf={(page, pages) => t('pdf.page', { page, pages })}>
        {'property' in of ? <PropertySheet p={of.property} t={t} lang={lang} map={map} /> : <ProjectSheet p={of.project} t={t} lang={lang} map={map} />}
      </Sheet>
    </Document>
  );
}
