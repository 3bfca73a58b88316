/**
 * The site's line icons, one for each name editors can pick in the CMS (ICONS in
 * src/model/collections/pages.ts): the inner markup of a 24 px, 1.5 px-stroke SVG. Shared by the
 * site's Icon component and the CMS previews.
 */
import type { ICONS } from '@/model/collections/pages';

export type IconName = (typeof ICONS)[number];

export const ICON_PATHS: Record<IconName, string> = {
  invest: '<circle cx="12" cy="12" r="9"/><path d="M12 16.5v-9M8.5 11 12 7.5l3.5 3.5"/>',
  develop: '<path d="M7 21V6M7 3v3M3 6h17M7 3 3 6M7 3l9 3M3 6v2.5h2.5V6M17 6v4.5M15.5 10.5h3v2.5h-3zM4 21h6"/>',
  manage: '<path d="M4 6.5h9M17 6.5h3M4 12h3M11 12h9M4 17.5h11M19 17.5h1"/><circle cx="15" cy="6.5" r="2"/><circle cx="9" cy="12" r="2"/><circle cx="17" cy="17.5" r="2"/>',
  partner: '<circle cx="9" cy="12" r="6"/><circle cx="15" cy="12" r="6"/>',
  chart: '<path d="M3.5 20.5h17M6.5 20.5v-7M11 20.5V8.5M15.5 20.5v-5M20 20.5V4.5"/>',
  building: '<path d="M4.5 21V3.5h9.5V21M14 9h5.5v12M2.5 21h19M7.5 7.5h1M10.5 7.5h1M7.5 11.5h1M10.5 11.5h1M7.5 15.5h1M10.5 15.5h1M16.5 13h.5M16.5 16.5h.5"/>',
  leaf: '<path d="M19.5 4.5C10.5 4.5 5.5 9 5.5 15.5c0 1.5.3 2.8.8 3.7.9.5 2.2.8 3.7.8 6.5 0 9.5-5.5 9.5-15.5z"/><path d="M3.5 21.5c2.5-5 6.5-9.5 11-12.5"/>',
  people: '<circle cx="9" cy="8" r="3.25"/><path d="M3 20c0-3.6 2.7-6.25 6-6.25S15 16.4 15 20"/><circle cx="17" cy="9" r="2.5"/><path d="M16.5 14c2.7.3 4.5 2.6 4.5 5.5"/>',
  shield: '<path d="M12 3 19.5 6v5.5c0 4.6-3.1 8.1-7.5 9.5-4.4-1.4-7.5-4.9-7.5-9.5V6z"/><path d="m9 12 2.2 2.2L15.5 10"/>',
  globe: '<circle cx="12" cy="12" r="9"/><path d="M3 12h18M12 3c2.4 2.5 3.6 5.5 3.6 9s-1.2 6.5-3.6 9c-2.4-2.5-3.6-5.5-3.6-9S9.6 5.5 12 3z"/>',
  compass: '<circle cx="12" cy="12" r="9"/><path d="m15.5 8.5-2 5-5 2 2-5z"/>',
  key: '<circle cx="8" cy="15.5" r="4.5"/><path d="m11.2 12.3 8.8-8.8M16.5 7l2.5 2.5M14 9.5l2 2"/>',
  mountain: '<path d="M2.5 20 9 8.5l4 6.5 2.5-3.5L21.5 20z"/><path d="m7 12 2 1.5 2-1.5"/>',
  water: '<path d="M2.5 8c1.6 0 1.6-1.5 3.2-1.5S7.3 8 8.9 8s1.6-1.5 3.1-1.5S13.6 8 15.2 8s1.6-1.5 3.1-1.5S19.9 8 21.5 8M2.5 13c1.6 0 1.6-1.5 3.2-1.5s1.6 1.5 3.2 1.5 1.6-1.5 3.1-1.5 1.6 1.5 3.2 1.5 1.6-1.5 3.1-1.5 1.6 1.5 3.2 1.5M2.5 18c1.6 0 1.6-1.5 3.2-1.5s1.6 1.5 3.2 1.5 1.6-1.5 3.1-1.5 1.6 1.5 3.2 1.5 1.6-1.5 3.1-1.5 1.6 1.5 3.2 1.5"/>',
  sun: '<circle cx="12" cy="12" r="4"/><path d="M12 2.5v2.5M12 19v2.5M2.5 12H5M19 12h2.5M5.3 5.3l1.8 1.8M16.9 16.9l1.8 1.8M5.3 18.7l1.8-1.8M16.9 7.1l1.8-1.8"/>',
  handshake: '<path d="M3 12.5 7 8.5l2.5 1M21 12.5l-4-4-3.5 1.5-3.3 2.6a1.2 1.2 0 0 0 1.5 1.9l2.1-1.4 3.7 3.4a1.2 1.2 0 0 1-1.7 1.7l-1.2-1.1M14.8 17.4a1.2 1.2 0 0 1-1.7 1.7l-1-.9M12.1 18.2a1.2 1.2 0 0 1-1.7 1.7L5 15.1"/>',
  award: '<circle cx="12" cy="9" r="5.5"/><path d="m8.7 13.4-1.2 7.6 4.5-2.5 4.5 2.5-1.2-7.6"/>',
  clock: '<circle cx="12" cy="12" r="9"/><path d="M12 7v5l3.5 2"/>',
  document: '<path d="M6 3h8.5L19 7.5V21H6z"/><path d="M14 3v5h5M9 12.5h7M9 16.5h7"/>',
  spark: '<path d="M11 4c.6 4.4 2.6 6.4 7 7-4.4.6-6.4 2.6-7 7-.6-4.4-2.6-6.4-7-7 4.4-.6 6.4-2.6 7-7z"/><path d="M19 2.5v4M17 4.5h4"/>',
};
