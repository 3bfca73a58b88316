/**
 * How pages glide into each other (src/styles/global.css): the name a portfolio card's picture
 * shares with the hero of the page it opens, so the browser grows one into the other; and the
 * speculation rules that have the browser prepare the page a visitor is about to open.
 */
/** The card's picture and its page's hero carry the same name: `property-al-lago`, `project-brissago-hotel-spa`. */
export const viewTransitionName = (kind: 'property' | 'project', slug: string) => `${kind}-${slug}`;

/**
 * Prerender a page of the site once the pointer rests on a link to it (or a finger lands on it),
 * so the page it opens is ready, its pictures loaded, by the time the click arrives. Files,
 * feeds, the CMS and links that open elsewhere or download are left alone. The rules are an
 * inline script the pages' policy allows by its hash (components/layout/SpeculationRules.astro).
 */
const PAGES = {
  where: {
    and: [
      { href_matches: '/*' },
      // A path with a dot is a file (PDF, feed, map), never a page.
      { not: { href_matches: ['/admin', '/admin/*', '/*.*'] } },
      { not: { selector_matches: '[download], [target="_blank"], [rel~="nofollow"]' } },
    ],
  },
  eagerness: 'moderate',
};

// The prefetch serves where a browser declines to prerender (to save memory or data, or while
// developer tools are attached): the page's HTML is then at hand at least.
export const SPECULATION_RULES = JSON.stringify({ prerender: [PAGES], prefetch: [PAGES] });
