/**
 * The one cache of content reads: an answer kept for as long as what it was made from stays the
 * same. A build asks each question once and shares the answer with every page that asks
 * (./memo.ts, ./localize.ts, ./translations.ts); a file read from disk keeps its parsed fields
 * while its text is unchanged (./disk.ts), so the development server and the CMS backend, which
 * read the content again and again while editors change it, parse only the files that changed.
 */
const answers = new Map<string, { made: unknown; answer: unknown }>();

/** The answer to `ask`, kept under `key` while `madeFrom` is the same value as when it was made. */
export function keptWhile<T>(key: string, madeFrom: unknown, ask: () => T): T {
  const known = answers.get(key);
  if (known && known.made === madeFrom) return known.answer as T;
  const answer = ask();
  answers.set(key, { made: madeFrom, answer });
  return answer;
}

/**
 * The answer to `ask`, asked once per build. The development server keeps these modules while
 * editors change the content, so there every question is asked afresh.
 */
export const once = <T>(key: string, ask: () => T): T => (import.meta.env?.DEV ? ask() : keptWhile(key, undefined, ask));
