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

/** A currency before an amount: a cut right after it would leave the amount out. */
const CURRENCY = /^(?:CHF|EUR|USD|GBP|Fr\.|SFr\.|€|\$|£)$/;

/**
 * A text shortened to at most `max` characters for a card, cut where a reader expects a text to
 * stop: after the last whole sentence that fits (when it keeps at least half), else after a
 * word, and never inside a figure, an amount or an area with its unit ("CHF 4.2 million",
 * "7,820 square metres"): not after a currency, a word with a digit, or the word after one. A cut
 * text ends with "…". No-break spaces (French typography, "7 820 m²") join what they join.
 */
export function cardExcerpt(text: string, max: number): string {
  const clean = text.replace(/[ \t\r\n]+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const sentenceEnds = [...clean.matchAll(SENTENCE_END)].map((match) => match.index + 1).filter((end) => end <= max);
  const lastSentence = sentenceEnds.at(-1);
  if (lastSentence !== undefined && lastSentence >= max / 2) return clean.slice(0, lastSentence);
  const words = clean.split(' ');
  const hasDigit = (word: string | undefined) => word !== undefined && /\d/.test(word);
  let cut = 0;
  let length = 0;
  for (let i = 0; i < words.length; i++) {
    length += (i > 0 ? 1 : 0) + words[i]!.length;
    // Room for the "…" that follows.
    if (length + 1 > max) break;
    const insideFigure = hasDigit(words[i]) || hasDigit(words[i - 1]) || CURRENCY.test(words[i]!);
    if (!insideFigure) cut = i + 1;
  }
  return `${words.slice(0, Math.max(cut, 1)).join(' ').replace(/[\s,;:–—-]+$/, '')}…`;
}
