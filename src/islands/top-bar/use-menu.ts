import { useEffect, useState } from 'react';
import type { MenuData } from './types';

/**
 * The menu of the page's language, read once the top bar hydrates: one small file the browser
 * keeps across pages, instead of the same links in the props of every page. `null` while it
 * loads, `false` if it cannot be read (the menu control then stays the link to the footer's
 * navigation).
 */
export function useMenu(url: string): MenuData | null | false {
  const [menu, setMenu] = useState<MenuData | null | false>(null);
  useEffect(() => {
    let live = true;
    fetch(url)
      .then((response) => (response.ok ? (response.json() as Promise<MenuData>) : Promise.reject(new Error(`${url}: ${response.status}`))))
      .then(
        (data) => live && setMenu(data),
        () => live && setMenu(false),
      );
    return () => {
      live = false;
    };
  }, [url]);
  return menu;
}
