/**
 * The frame of every PDF page the build makes: the firm's name on an ink band at the top with
 * what the document is, and at the foot the firm's address, telephone, e-mail and website beside
 * the page number.
 */
import { Page, Text, View } from '@react-pdf/renderer';
import type { ReactNode } from 'react';
import { styles } from './theme';

export interface SheetFrame {
  site: App.Locals['site'];
  /** What the document is and when it was made, on the band: "Factsheet · As of 2 December 2026". */
  note: string;
  /** The site's address without its scheme, "www.verbanocapital.ch". */
  website: string;
  /** "Page {page} of {pages}" in the document's language. */
  pageOf: (page: number, pages: number) => string;
}

export function Sheet({ site, note, website, pageOf, children }: SheetFrame & { children: ReactNode }) {
  const hq = site.headquarters;
  return (
    <Page size="A4" style={styles.page}>
      <View fixed style={styles.masthead}>
        <Text style={styles.firm}>{site.firmName}</Text>
        <Text style={styles.mastheadNote}>{note}</Text>
      </View>
      {children}
      <View fixed style={styles.footer}>
        <Text style={styles.footerText}>
          {[hq.name, hq.street, `${hq.postalCode} ${hq.city}`, hq.country].join(' · ')}
          {'\n'}
          {[site.phone, site.email, website].join(' · ')}
        </Text>
        <Text render={({ pageNumber, totalPages }) => pageOf(pageNumber, totalPages)} />
      </View>
    </Page>
  );
}

export function Bullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item, i) => (
        <View key={i} style={styles.bullet} wrap={false}>
          <Text style={styles.bulletMark}>•</Text>
          <Text style={styles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
