/**
 * The share controls of a property or project page (src/components/portfolio/ShareLinks.astro):
 * each one shows only where the browser can do what it offers. "Share" hands the page to the
 * device's own share sheet (Web Share API), "Copy link" writes its address to the clipboard and
 * says so in the box's status line, which screen readers announce. No script of another site.
 */
export function offerSharing(box: HTMLElement) {
  const { share: url = '', shareTitle: title = '', shareCopied: copied = '', shareMs } = box.dataset;
  const native = box.querySelector<HTMLButtonElement>('[data-share-native]');
  const copy = box.querySelector<HTMLButtonElement>('[data-share-copy]');
  const status = box.querySelector<HTMLElement>('[data-share-status]');
  let clear: ReturnType<typeof setTimeout> | undefined;

  if (native && typeof navigator.share === 'function') {
    native.hidden = false;
    native.addEventListener('click', () => {
      // Closing the sheet without choosing rejects the promise; that is the visitor's answer, not an error.
      navigator.share({ title, url }).catch(() => undefined);
    });
  }
  if (copy && status && navigator.clipboard) {
    copy.hidden = false;
    copy.addEventListener('click', () => {
      void navigator.clipboard.writeText(url).then(() => {
        status.textContent = copied;
        clearTimeout(clear);
        clear = setTimeout(() => (status.textContent = ''), Number(shareMs));
      });
    });
  }
  box.hidden = !box.querySelector('button:not([hidden])');
}
