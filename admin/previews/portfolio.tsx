/**
 * The parts of the property, project and brand pages as their previews draw them, with the
 * headings, figures and classes those pages take from src/lib/portfolio/detail-pages.ts: a part
 * under its heading, a white panel, rows of facts, a figure badge, the closing call to action.
 */
import type { ReactNode } from 'react';
import { BADGE, CLOSING, FACT_ROWS, HEADING_CLASSES, PART_FRAMES, type Badge, type Closing, type Figure, type Part } from '../../src/lib/portfolio/detail-pages';
import { Button, Icon, Picture, type PreviewProps } from './parts';
import type { Image } from './text';

/** A part of the page under its heading (src/components/portfolio/Block.astro). */
export function Block({ part, className = '', children }: { part: Part; className?: string; children?: ReactNode }) {
  const inner = (
    <>
      {part.eyebrow && <p className={PART_FRAMES.eyebrow}>{part.eyebrow}</p>}
      <h2 className={HEADING_CLASSES[part.size]}>{part.heading}</h2>
      {children}
    </>
  );
  if (!part.band) return <section className={className}>{inner}</section>;
  return (
    <section className={part.band}>
      <div className={`${PART_FRAMES.band} ${className}`}>{inner}</div>
    </section>
  );
}

/** A white panel with its heading (src/components/portfolio/Panel.astro). */
export function Panel({ part, className = '', children }: { part: Part; className?: string; children: ReactNode }) {
  return (
    <section className={`${PART_FRAMES.panel} ${className}`}>
      <h2 className={HEADING_CLASSES.panel}>{part.heading}</h2>
      {children}
    </section>
  );
}

interface Look {
  item: string;
  label: string;
  value: string;
}

interface FiguresProps {
  figures: readonly Figure[];
  className: string;
  look: (figure: Figure) => Look;
  /** The page's data attribute that names each figure. */
  name?: `data-${string}`;
}

/** Figures as terms and values: a property's band, a project's specifications, rows of facts. */
export function Figures({ figures, className, look, name }: FiguresProps) {
  return (
    <dl className={className}>
      {figures.map((figure) => {
        const classes = look(figure);
        return (
          <div key={figure.key} className={classes.item} {...(name ? { [name]: figure.key } : {})}>
            <dt className={classes.label}>{figure.label}</dt>
            <dd className={classes.value}>{figure.value}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Facts as rows of label and value (src/components/portfolio/FactRows.astro). */
export function FactRows({ rows, strong = false, name }: { rows: readonly Figure[]; strong?: boolean; name?: `data-${string}` }) {
  return <Figures figures={rows} className={FACT_ROWS.list} look={(row) => ({ item: FACT_ROWS.row, label: FACT_ROWS.label, value: FACT_ROWS.value(row.tone, strong) })} name={name} />;
}

/** A project's key figure (src/components/portfolio/FigureBadge.astro), placed by `className`. */
export function FigureBadge({ badge, className = '' }: { badge: Badge; className?: string }) {
  const look = BADGE.looks[badge.key];
  return (
    <div className={`${BADGE.box} ${look.box} ${className}`} {...{ [`data-${badge.key}`]: '' }}>
      <span className={`${BADGE.label} ${look.label}`}>{badge.label}</span>
      <span className={look.value}>
        <span className="figures">{badge.value}</span>
      </span>
    </div>
  );
}

/** The location under a hero's title, with further facts after it (src/components/portfolio/PlaceLine.astro). */
export function PlaceLine({ location, facts = [] }: { location: string | undefined; facts?: readonly string[] }) {
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-5 gap-y-2 text-ivory/90">
      <span className="inline-flex items-center gap-2">
        <Icon name="location" className="h-5 w-5" />
        {location}
      </span>
      {facts.map((fact) => (
        <span key={fact} className="figures border-l border-ivory/40 pl-5">
          {fact}
        </span>
      ))}
    </p>
  );
}

/** Thumbnails of a gallery, three to a row from md (src/components/portfolio/Gallery.astro); nothing while it is empty. */
export function Thumbnails({ props, path, images, layout, className = '' }: { props: PreviewProps; path: readonly string[]; images: readonly (Image | undefined)[]; layout: 'grid' | 'row'; className?: string }) {
  if (images.length === 0) return null;
  return (
    <ul className={`${layout === 'grid' ? 'gallery-grid' : 'gallery-row'} ${className}`}>
      {images.map((image, i) => (
        <li key={i}>
          <Picture props={props} path={path} image={image} className="aspect-[4/3] w-full" />
        </li>
      ))}
    </ul>
  );
}

/** The gallery of a property or a project (src/components/portfolio/GallerySection.astro); nothing while it is empty. */
export function GallerySection({ props, part, images }: { props: PreviewProps; part: Part | undefined; images: readonly (Image | undefined)[] }) {
  if (!part) return null;
  return (
    <section className="container-site pt-16 pb-20 md:pt-20 md:pb-28">
      <h2 className={HEADING_CLASSES[part.size]}>{part.heading}</h2>
      <Thumbnails props={props} path={['gallery']} images={images} layout="grid" />
    </section>
  );
}

/** The closing call to action (src/components/portfolio/ContactCta.astro); in the preview its button leads nowhere. */
export function ClosingCta({ closing }: { closing: Closing }) {
  return (
    <section className={CLOSING.band}>
      <div className={CLOSING.grid}>
        <div className="md:col-span-8">
          {closing.note && <p className={CLOSING.note}>{closing.note}</p>}
          <h2 className={`${CLOSING.heading} ${closing.note ? 'mt-4' : ''}`}>{closing.heading}</h2>
          <p className={CLOSING.text}>{closing.text}</p>
        </div>
        <div className="md:col-span-4 md:justify-self-end">
          <Button variant="light">{closing.label}</Button>
        </div>
      </div>
    </section>
  );
}
