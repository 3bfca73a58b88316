/**
 * How a UI string becomes text: one text, or one per plural form of its language
 * (`{ "one": "{count} page", "other": "{count} pages" }`), the form chosen by `Intl.PluralRules`
 * for the `count` given; then each `{name}` placeholder takes `vars.name`.
 *
 * Islands receive their strings as props and fill them here, without the dictionaries of `t()`.
 */
export type PluralMessage = Readonly<Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }>;
export type Message = string | PluralMessage;
export type MessageVars = Record<string, string | number>;

const PLACEHOLDER = /\{(\w+)\}/g;
const rules = new Map<string, Intl.PluralRules>();

function pluralRules(locale: string) {
  let found = rules.get(locale);
  if (!found) rules.set(locale, (found = new Intl.PluralRules(locale)));
  return found;
}

/** The form of a plural message for `count`, in the language's rules ("0 page" is singular in French). */
function formOf(message: PluralMessage, count: unknown, locale: string): string {
  if (typeof count !== 'number') throw new Error(`A plural UI string needs a number as its count (got ${JSON.stringify(count)}).`);
  return message[pluralRules(locale).select(count)] ?? message.other;
}

/** `{name}` placeholders without a value are left as written. */
export const fill = (text: string, vars: MessageVars = {}) => text.replace(PLACEHOLDER, (match, name: string) => (name in vars ? String(vars[name]) : match));

export const formatMessage = (message: Message, vars: MessageVars = {}, locale = 'en') =>
  fill(typeof message === 'string' ? message : formOf(message, vars['count'], locale), vars);

/** Every text a message holds, for checks that read the words of each form. */
export const textsOf = (message: Message): string[] => (typeof message === 'string' ? [message] : Object.values(message));
