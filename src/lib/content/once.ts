/**
 * The one cache of content reads in the build: an answer asked for once per build and shared by
 * every page that asks (./memo.ts, ./localize.ts). The development server keeps these modules
 * while editors change the content, so there every question is asked afresh.
 */
const answers = new Map<string, Promise<unknown>>();

export function once<T>(key: string, ask: () => Promise<T>): Promise<T> {
  if (import.meta.env.DEV) return ask();
  const known = answers.get(key) as Promise<T> | undefined;
  if (known) return known;
  const answer = ask();
  answers.set(key, answer);
  return answer;
}
