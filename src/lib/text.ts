/** Small text helpers for content shown in shortened form. */

/** Abbreviations whose full stop does not end a sentence ("St. Gallen", "Dr. Meier"). */
const SENTENCE_END = /(?<!\b(?:St|Dr|Mr|Mrs|Ms|Prof|Dipl|Ing|No|lic|oec|e\.g|i\.e))[.!?](?=\s+["“‘(]?\p{Lu})/gu;

/**
 * The first `count` sentences of a paragraph (a team card shows two of a biography). A sentence
 * ends with . ! or ? followed by a space and a capital letter.
 */
export function firstSentences(text: string, count: number): string {
  // Line breaks and runs of spaces become one space; no-break spaces (French typography, units) stay.
  const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
  const ends = [...clean.matchAll(SENTENCE_END)];
  const end = ends[count - 1];
  return end?.index === undefined ? clean : clean.slice(0, end.index + 1);
}
