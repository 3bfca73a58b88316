/**
 * The drawings of the site's own line icons (arrows, check marks, a property's highlights) and of
 * the brands' key figures: the `d` of one path on a 24-unit grid. The icons editors pick for page
 * cards are those of src/lib/icons.ts. The Icon component draws both, the CMS previews too.
 */
export const LINE_PATHS = {
  arrow: 'M5 12h14M13 6l6 6-6 6',
  check: 'm5 12.5 4.5 4.5L19 7.5',
  location: 'M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21Zm0-8.5a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  trend: 'M3 17l6-6 4 4 8-8M15 7h6v6',
  ready: 'M4 20V9l8-5 8 5v11M9 20v-6h6v6M3 20h18',
  rooms: 'M3 19v-7a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v7M3 15h18M6 10V6h5v4M13 10V6h5v4M3 19v1M21 19v1',
  area: 'M4 4h16v16H4zM4 9h16M9 4v16',
  guests: 'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM2.5 20a6.5 6.5 0 0 1 13 0M16 4.3a3.5 3.5 0 0 1 0 6.4M18 14.5a6.5 6.5 0 0 1 3.5 5.5',
  view: 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12Zm9.5 3a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z',
  star: 'm12 3.5 2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9L12 3.5Z',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  boat: 'M3 16l1.8 3.5h14.4L21 16H3ZM12 3v13M12 4l6 9h-6',
  dining: 'M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10M17 21V3c-2 1.5-3 4-3 7.5V14h3',
} as const;

type LineName = keyof typeof LINE_PATHS;

export const isLineName = (name: string): name is LineName => name in LINE_PATHS;
