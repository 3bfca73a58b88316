/**
 * Uploads are checked as the editor picks them, by the rules the local backend applies before it
 * stores anything (src/lib/uploads.ts): what the file holds, its size and, for a photograph, its
 * pixels. A picture chosen for an entry is sent only when the entry is saved, and with a Git
 * host's backend there is no backend of ours at all; so a file that would be refused is refused
 * here, at once, with the same words in the editor's language, and Decap never sees it.
 */
import { contentRefusal, pixelRefusal, uploadUse, type UploadUse } from '../src/lib/uploads';
import { MEDIA_FOLDER } from './config';
import { currentStore } from './decap-store';
import { cmsWords } from './language';
import { clearNotice, notice } from './refusals';

/** A value of Decap's state: an Immutable map in some parts, a plain object in others. */
const read = (value: unknown, key: string): unknown => {
  if (!value || typeof value !== 'object') return undefined;
  const map = value as { get?: (key: string) => unknown } & Record<string, unknown>;
  return typeof map.get === 'function' ? map.get(key) : map[key];
};

/** The use of the picker Decap has open: its field's media folder, else the library's own. */
function pickerUse(): UploadUse {
  const folder = read(read(read(currentStore()?.getState(), 'mediaLibrary'), 'field'), 'media_folder');
  return uploadUse(`${typeof folder === 'string' ? folder : MEDIA_FOLDER}/file`) ?? 'photo';
}

/** Why `file` may not be uploaded for `use`, if it may not. */
async function refusalOf(file: File, use: UploadUse): Promise<string | undefined> {
  const refusal = contentRefusal(file.name, new Uint8Array(await file.arrayBuffer()), use);
  if (refusal || use === 'pdf' || file.type === 'image/svg+xml') return refusal;
  try {
    const picture = await createImageBitmap(file);
    // Read before close(), which sets a bitmap's size to 0 × 0.
    const { width, height } = picture;
    picture.close();
    return pixelRefusal(file.name, width, height, use);
  } catch {
    // Not decodable here; the backend decodes it in full and names the problem.
    return undefined;
  }
}

/** Change events this module let through after its check, so it does not check them again. */
const checked = new WeakSet<Event>();

export function checkUploads() {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file' || checked.has(event) || !input.files?.length) return;
      // Held back from Decap until the files are read; handed on as they were when they pass.
      event.stopImmediatePropagation();
      const use = pickerUse();
      void Promise.all([...input.files].map((file) => refusalOf(file, use))).then((refusals) => {
        const refusal = refusals.find(Boolean);
        if (refusal) {
          input.value = '';
          notice(cmsWords(refusal), 'refusal', 'upload');
          return;
        }
        // A file that passes is what the refusal asked for.
        clearNotice('upload');
        const again = new Event('change', { bubbles: true });
        checked.add(again);
        input.dispatchEvent(again);
      });
    },
    true,
  );
}
