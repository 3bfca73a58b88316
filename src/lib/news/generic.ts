/**
 * The standard texts published when an editor leaves a press release or a report without a
 * body (the CMS says so under the body field). Both are dictionary templates, so they follow
 * the page's language.
 */
import type { Translate } from '@/i18n';

/** A press release's body from its date (already formatted) and summary. */
export function genericPressBody(t: Translate, { date, excerpt }: { date: string; excerpt: string }): string[] {
  return [t('press.genericLead', { date, excerpt: excerpt.trim() }), t('press.genericBody')];
}

/** A report's body from its summary and type. */
export function genericReportBody(t: Translate, { excerpt, type }: { excerpt: string; type: string }): string[] {
  return [t('reports.genericLead', { excerpt: excerpt.trim() }), t('reports.genericAbout', { type })];
}

/** The fixed contents list shown on every report page. */
export const REPORT_CONTENTS = [
  'reports.contents.1',
  'reports.contents.2',
  'reports.contents.3',
  'reports.contents.4',
  'reports.contents.5',
  'reports.contents.6',
  'reports.contents.7',
  'reports.contents.8',
  'reports.contents.9',
  'reports.contents.10',
] as const;

/** Whether an entry has a body of its own (whitespace-only bodies count as none). */
export const hasBody = (body: string | undefined) => (body ?? '').trim().length > 0;
