/**
 * The look of the PDFs the build makes, in the site's palette (the theme tokens of
 * src/styles/global.css) and typefaces (src/lib/pdf/fonts.ts). Sizes are in points of an A4 page.
 */
import { StyleSheet } from '@react-pdf/renderer';
import { themeColour } from '@/lib/theme-colours';
import { SANS, SERIF } from '@/lib/pdf/fonts';

export const colour = {
  ink: themeColour('ink'),
  inkSoft: themeColour('ink-soft'),
  ivory: themeColour('ivory'),
  stone: themeColour('stone'),
  stoneDeep: themeColour('stone-deep'),
  brass: themeColour('brass'),
  brassDeep: themeColour('brass-deep'),
  lake: themeColour('lake'),
  green: themeColour('green'),
};

export const MARGIN = 44;

// No line height on a page or a box: set there, it leaves a page's absolutely placed footer out.
export const styles = StyleSheet.create({
  page: { fontFamily: SANS, fontSize: 9, color: colour.ink, backgroundColor: '#ffffff', paddingTop: 70, paddingBottom: 66, paddingHorizontal: MARGIN },
  masthead: { position: 'absolute', top: 0, left: 0, right: 0, height: 40, paddingHorizontal: MARGIN, backgroundColor: colour.ink, flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
  firm: { fontSize: 8, fontWeight: 600, letterSpacing: 2, textTransform: 'uppercase', color: colour.brass },
  mastheadNote: { fontSize: 7.5, letterSpacing: 0.6, color: colour.ivory },
  eyebrow: { fontSize: 7.5, fontWeight: 600, letterSpacing: 1.6, textTransform: 'uppercase', color: colour.brassDeep },
  title: { fontFamily: SERIF, fontWeight: 600, fontFeatureSettings: ['lnum'], fontSize: 30, lineHeight: 1.1, color: colour.ink, marginTop: 6 },
  place: { fontSize: 9.5, color: colour.inkSoft, marginTop: 6 },
  heading: { fontFamily: SERIF, fontWeight: 600, fontSize: 15, lineHeight: 1.2, color: colour.ink, marginBottom: 6 },
  /** A figure in the serif, with lining numerals as the site sets them (global.css). */
  figure: { fontFamily: SERIF, fontWeight: 600, fontFeatureSettings: ['lnum'], color: colour.ink },
  smallHeading: { fontSize: 7.5, fontWeight: 600, letterSpacing: 1.4, textTransform: 'uppercase', color: colour.inkSoft, marginBottom: 5 },
  body: { fontSize: 9, lineHeight: 1.5, color: colour.inkSoft },
  section: { marginTop: 18 },
  rule: { borderBottomWidth: 0.6, borderBottomColor: colour.brass, marginTop: 14 },
  bullet: { flexDirection: 'row', marginBottom: 3 },
  bulletMark: { width: 10, color: colour.brassDeep },
  bulletText: { flex: 1, fontSize: 9, lineHeight: 1.45, color: colour.inkSoft },
  footer: { position: 'absolute', bottom: 24, left: MARGIN, right: MARGIN, borderTopWidth: 0.5, borderTopColor: colour.stoneDeep, paddingTop: 7, flexDirection: 'row', justifyContent: 'space-between', fontSize: 7, color: colour.inkSoft },
  footerText: { fontSize: 7, lineHeight: 1.5 },
});
