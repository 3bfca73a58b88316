/**
 * The initials a monogram shows for a person without a portrait: the first letter of the first
 * and of the last name ("Marco Vanoni" → "MV", "Nicolò Caverzasio" → "NC"), one letter for a
 * single name.
 */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return [first, last].map((word) => (word ? [...word][0]?.toLocaleUpperCase('de-CH') : '')).join('');
}
