/** Links that act as buttons once hydrated answer the space bar too, as buttons do. */
import type { KeyboardEvent } from 'react';

export const spaceClicks = (event: KeyboardEvent<HTMLAnchorElement>) => {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
};
