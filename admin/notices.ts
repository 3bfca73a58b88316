/**
 * Decap's notices in the editor's words and language. Decap writes a refusal from the backend as
 * the error object it is ("API_ERROR: Projects › … is still in use"), name and all; the editor
 * reads the backend's sentence alone. The local backend refuses in English, with the English
 * templates of the CMS's dictionaries, and Decap writes a few notices of its own in English
 * ("Failed to delete media: …"): both are shown in the language the CMS speaks, their values
 * (a file's name, the entries that use it) kept (admin/language.ts).
 */
import { cmsWords } from './language';

interface Notification {
  type: string;
  payload?: { message?: string | { key?: string; details?: unknown } };
}

const JARGON = /\b[A-Z][A-Z_]*ERROR: /g;

const english = (details: unknown) => {
  const text = details instanceof Error ? details.message : details;
  return typeof text === 'string' ? text.replace(JARGON, '') : text;
};
const plain = (details: unknown) => {
  const text = english(details);
  return typeof text === 'string' ? cmsWords(text) : text;
};

/** The backend's refusals of a save say so themselves: Decap's "Failed to persist entry:" before them is left out. */
const SAYS_NOT_SAVED = /^Not saved\b/;

/** A Redux action of Decap's, with a notification's jargon taken out and its words in the CMS's language. */
export function inEditorsWords<A extends Notification>(action: A): A {
  if (action.type !== 'NOTIFICATION_SEND' || !action.payload?.message) return action;
  const { message } = action.payload;
  const alone = typeof message !== 'string' && message.key === 'ui.toast.onFailToPersist' && SAYS_NOT_SAVED.test(String(english(message.details)));
  const words = typeof message === 'string' || alone ? plain(typeof message === 'string' ? message : message.details) : { ...message, details: plain(message.details) };
  return { ...action, payload: { ...action.payload, message: words } };
}
