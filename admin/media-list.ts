/**
 * With the local backend, Decap asked for every file of an entry's media folders, contents
 * included, each time an entry was opened: the whole picture library (about 10 MB, sent as
 * base64) crossed to the browser and was decoded there before the form showed, and Decap then
 * copied every one of those pictures into its local backup of the entry as it was typed into.
 * Git hosts' backends list the files and load a picture only when it is shown; the local one is
 * made to do the same: the list comes without contents (scripts/cms-backend.mjs leaves them out
 * when asked), and a picture is loaded when Decap asks for its address (a thumbnail, the
 * preview, the media library's card on screen).
 */
import type { CmsRegistryBackend } from 'decap-cms-core';

/** A file as Decap's proxy backend hands it over: its address a blob of the loaded contents. */
interface LoadedFile {
  url: string;
}

/** A listed file; Decap asks for `displayURL` through getMediaDisplayURL when it shows the file. */
interface ListedFile {
  id: string;
  name: string;
  path: string;
  size?: number;
  displayURL: { path: string };
}

interface ProxyBackend {
  branch: string;
  mediaFolder: string;
  request(payload: { action: string; params: Record<string, unknown> }): Promise<unknown>;
  getMedia(mediaFolder?: string): Promise<unknown[]>;
  getMediaFile(path: string): Promise<LoadedFile>;
  getMediaDisplayURL?(displayURL: unknown): Promise<string>;
}

/** Has the backend registered under `name` (Decap's proxy backend) list media without contents. */
export function listMediaWithoutContents(getBackend: (name: string) => CmsRegistryBackend | undefined, name = 'proxy') {
  const registered = getBackend(name);
  if (!registered) return;
  const init = registered.init;
  registered.init = (...args: Parameters<CmsRegistryBackend['init']>) => {
    const backend = init(...args) as unknown as ProxyBackend;
    const list = async (mediaFolder: string) => {
      const files = (await backend.request({ action: 'getMedia', params: { branch: backend.branch, mediaFolder, withoutContent: true } })) as Omit<ListedFile, 'displayURL'>[];
      return files.map(({ id, name, path, size }): ListedFile => ({ id, name, path, ...(size === undefined ? {} : { size }), displayURL: { path } }));
    };
    // Decap lists an entry's folders once per language, all at once: one request answers them.
    const listing = new Map<string, Promise<ListedFile[]>>();
    backend.getMedia = (mediaFolder = backend.mediaFolder) => {
      const pending = listing.get(mediaFolder) ?? list(mediaFolder).finally(() => listing.delete(mediaFolder));
      listing.set(mediaFolder, pending);
      return pending;
    };
    backend.getMediaDisplayURL = async (displayURL) => (await backend.getMediaFile((displayURL as ListedFile['displayURL']).path)).url;
    return backend as unknown as ReturnType<CmsRegistryBackend['init']>;
  };
}
