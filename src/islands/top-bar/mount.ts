/**
 * Hydrates the top bar that the server rendered in src/components/layout/Header.astro, with the
 * props it wrote beside it. Loaded by src/lib/top-bar-wake.ts once the visitor shows intent.
 */
// What Astro runs before it hydrates an island: in development, React's refresh preamble.
import 'astro:scripts/before-hydration.js';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import TopBar, { type TopBarProps } from '../TopBar';

const root = document.querySelector<HTMLElement>('[data-top-bar]');
if (root) hydrateRoot(root, createElement(TopBar, JSON.parse(root.dataset['topBar'] ?? '') as TopBarProps));
