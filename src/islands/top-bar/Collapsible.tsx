import type { ReactNode } from 'react';

/** Opens and closes a region with a height transition; the closed region is out of reach. */
export default function Collapsible({ id, open, children }: { id: string; open: boolean; children: ReactNode }) {
  return (
    <div
      id={id}
      inert={!open}
      className={`grid duration-500 ease-calm ${open ? 'visible grid-rows-[1fr] transition-[grid-template-rows]' : 'invisible grid-rows-[0fr] transition-[grid-template-rows,visibility]'}`}
    >
      <div className="min-h-0 overflow-hidden">{children}</div>
    </div>
  );
}
