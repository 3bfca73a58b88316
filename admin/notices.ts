/**
 * Decap's notices in the editor's words. Decap writes a refusal from the backend as the error
 * object it is ("API_ERROR: Projects › … is still in use"), name and all; the editor reads the
 * backend's sentence alone.
 */
interface Notification {
  type: string;
  payload?: { message?: string | { details?: unknown } };
}

const JARGON = /\b[A-Z][A-Z_]*ERROR: /g;

const plain = (details: unknown) => (details instanceof Error ? details.message : typeof details === 'string' ? details.replace(JARGON, '') : details);

/** A Redux action of Decap's, with a notification's jargon taken out. */
export function inEditorsWords<A extends Notification>(action: A): A {
  if (action.type !== 'NOTIFICATION_SEND' || !action.payload?.message) return action;
  const { message } = action.payload;
  const words = typeof message === 'string' ? plain(message) : { ...message, details: plain(message.details) };
  return { ...action, payload: { ...action.payload, message: words } };
}
