/**
 * The footer's layout, shared by the site's footer and its preview in the CMS so that both wrap
 * alike: five link columns in one row from lg, with the firm's block above them, and beside them
 * only from 2xl, where the columns still fit their longest words in every language.
 */
export const footerLayout = {
  grid: 'container-site grid gap-12 py-16 lg:py-20 2xl:grid-cols-12',
  firm: '2xl:col-span-3',
  columns: 'grid grid-cols-2 gap-x-8 gap-y-10 sm:grid-cols-3 lg:grid-cols-5 lg:gap-x-6 2xl:col-span-9',
} as const;
