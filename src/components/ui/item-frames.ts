/**
 * How ItemGrid draws its items, for the site and the CMS previews alike: the list's classes, each
 * item's, and those of the points that end an item.
 */
export const ITEM_FRAMES = {
  /** A hairline over each item. */
  ruled: { list: '', item: 'border-ink/15 border-t pt-6', points: 'mt-5' },
  /** Tiles parted by hairlines. */
  tiled: { list: 'gap-px border border-ink/10 bg-ink/10', item: 'bg-ivory p-6 md:p-8', points: 'mt-5' },
  /** Each item in a box of its own, its ground given by the page. */
  boxed: { list: '', item: 'flex flex-col border p-7 md:p-9', points: 'border-ink/10 mt-6 border-t pt-5' },
  /** The items as they are: photo tiles. */
  bare: { list: '', item: '', points: 'mt-5' },
} as const;

export type ItemFrame = keyof typeof ITEM_FRAMES;
