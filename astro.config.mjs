// @ts-check
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

/** The public address of the site; feeds canonical URLs, Open Graph and the sitemap. */
const site = process.env.SITE_URL ?? 'https://www.verbanocapital.ch';

export default defineConfig({
  site,
  trailingSlash: 'never',
  build: { format: 'file' },
  server: { host: '127.0.0.1', port: 4321 },
  prerenderConflictBehavior: 'error',
  integrations: [
    react(),
    sitemap({ filter: (page) => !page.includes('/admin') && !page.includes('/investor-login') }),
  ],
  vite: { plugins: [tailwindcss()] },
});
