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
  payload?: { message?: string | { details?: unknown } };
}

const JARGON = /\b[A-Z][A-Z_]*ERROR: /g;

const plain = (details: unknown) => {
  const text = details instanceof Error ? details.message : details;
  return typeof text === 'string' ? cmsWords(text.replace(JARGON, '')) : text;
};

/** A Redux action of Decap's, with a notification's jargon taken out and its words in the CMS's language. */
export function inEditorsWords<A extends Notification>(action: A): A {
  if (action.type !== 'NOTIFICATION_SEND' || !action.payload?.message) return action;
  const { message } = action.payload;
  const words = typeof message === 'string' ? plain(message) : { ...message, details: plain(message.details) };
  return { ...action, payload: { ...action.payload, message: words } };
}
