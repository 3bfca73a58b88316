/**
 * The settings files show what they define on every page: the firm's details as the contact
 * page and the footer present them, and the menu as the menu panel and the footer list it.
 * Each file loads the other, since the footer is made from both.
 */
import type { Map as ImmutableMap } from 'immutable';
import { useEffect, useState, type ReactNode } from 'react';
import { footerLayout } from '../../src/lib/footer-layout';
import { copyrightLine, footerLinks } from '../../src/lib/navigation';
import type { settings } from '@/model/collections/pages';
import { formData, Icon, PreviewPage, type FormData, type PreviewProps } from './parts';
import { usePreviewText } from './text';

type SettingsFile<N extends string> = Extract<(typeof settings)['files'][number], { name: N }>['fields'];
type SiteData = FormData<SettingsFile<'site'>>;
type MenuData = FormData<SettingsFile<'menu'>>;
interface Link {
  label: string;
  href: string;
}
interface Menu {
  groups: { title: string; href?: string | undefined; items: Link[]; subgroups: { title: string; href?: string | undefined; items: Link[] }[] }[];
  legal: Link[];
}

/** The data of another settings file, once the CMS has loaded it. */
function useSettingsFile<T>(props: PreviewProps, name: 'site' | 'menu'): T | undefined {
  const { getCollection } = props;
  const [data, setData] = useState<T>();
  useEffect(() => {
    let current = true;
    (getCollection('settings', name) as unknown as Promise<ImmutableMap<string, unknown>>)
      .then((entry) => {
        // Decap hands over the loaded file's data as a plain object.
        if (current) setData(entry.get('data') as T);
      })
      // Without the other file the footer shows only what this one defines.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [getCollection, name]);
  return data;
}

const link = (l: { label?: string; href?: string } | undefined): Link => ({ label: l?.label ?? '', href: l?.href ?? '' });

/** The menu as the site reads it: every list present, if empty. */
function normalMenu(menu: MenuData | undefined): Menu {
  return {
    groups: (menu?.groups ?? []).map((group) => ({
      title: group.title ?? '',
      href: group.href,
      items: (group.items ?? []).map(link),
      subgroups: (group.subgroups ?? []).map((sub) => ({ title: sub.title ?? '', href: sub.href, items: (sub.items ?? []).map(link) })),
    })),
    legal: (menu?.legal ?? []).map(link),
  };
}

const footerLink = 'text-ivory/80';

/** The site's footer (src/components/layout/Footer.astro), drawn again in React: the preview frame cannot render Astro components. */
function Footer({ site, menu }: { site: SiteData | undefined; menu: Menu }) {
  const { t } = usePreviewText();
  const { columns, legal } = footerLinks(menu, t);
  return (
    <footer className="on-dark bg-ink-deep text-ivory">
      <div className={footerLayout.grid}>
        <div className={footerLayout.firm}>
          <p className="font-display text-3xl text-ivory">{site?.firmName}</p>
          <p className="mt-6 max-w-xs font-display text-2xl leading-snug text-ivory">{site?.tagline}</p>
          <PostalAddress address={site?.headquarters} className="mt-6 text-sm text-ivory/80">
            <br />
            <span className={footerLink}>{site?.phone}</span>
            <br />
            <span className={footerLink}>{site?.email}</span>
          </PostalAddress>
        </div>
        <nav className={footerLayout.columns}>
          {columns.map((column, i) => (
            <div key={i}>
              <h2 className="eyebrow font-sans text-brass">{column.title}</h2>
              <ul className="mt-4 space-y-2.5 text-sm">
                {column.links.map((item, j) => (
                  <li key={j} className={footerLink}>
                    {item.label}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-ivory/15">
        <div className="container-site flex flex-col gap-4 py-6 text-xs text-ivory/75 md:flex-row md:items-center md:justify-between">
          <p>{site && copyrightLine(site.legalName ?? '', site.rights ?? '', new Date().getFullYear())}</p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legal.map((item, i) => (
              <li key={i}>{item.label}</li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}

/** A postal address, line by line (src/components/corporate/PostalAddress.astro). */
function PostalAddress({ address, className, children }: { address: SiteData['headquarters']; className: string; children?: ReactNode }) {
  return (
    <address className={`leading-relaxed not-italic ${className}`}>
      {address?.name}
      <br />
      {address?.street}
      <br />
      {address?.postalCode} {address?.city}
      <br />
      {address?.country}
      {children}
    </address>
  );
}

/** A block of the contact page: an overline over its content. */
function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="border-t border-ink/15 pt-6">
      <h2 className="eyebrow font-sans text-brass-deep">{title}</h2>
      {children}
    </div>
  );
}

// SitePreview and MenuPreview read the other settings file with a hook, so they are components of their own rather than `preview()` drawings.
export function SitePreview(props: PreviewProps) {
  const { t } = usePreviewText();
  const site = formData<SettingsFile<'site'>>(props);
  const menu = useSettingsFile<MenuData>(props, 'menu');
  return (
    <PreviewPage props={props}>
      <section className="bg-ivory py-20">
        <div className="container-site">
          <h1 className="text-5xl leading-[1.04] md:text-7xl">{site.firmName}</h1>
          <p className="mt-4 text-sm font-medium tracking-wide text-ink-soft">{site.legalName}</p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-ink-soft">{site.description}</p>
        </div>
        <div className="container-site mt-14 grid gap-12 md:grid-cols-3 md:gap-10 lg:gap-16">
          <Detail title={t('contact.headquarters')}>
            <PostalAddress address={site.headquarters} className="mt-5 font-display text-2xl leading-snug" />
          </Detail>
          <Detail title={t('contact.reachUs')}>
            <dl className="mt-5 space-y-4">
              {(
                [
                  [t('common.phone'), site.phone],
                  [t('common.email'), site.email],
                  [t('press.mediaEmail'), site.mediaEmail],
                ] as const
              ).map(([label, value]) => (
                <div key={label}>
                  <dt className="text-sm text-ink-soft">{label}</dt>
                  <dd className="mt-1 font-display text-2xl break-words">{value}</dd>
                </div>
              ))}
            </dl>
          </Detail>
          <Detail title={t('contact.hours')}>
            <p className="mt-5 font-display text-2xl leading-snug">{site.hours?.weekdays}</p>
            <p className="mt-3 text-lg text-ink-soft">{site.hours?.weekend}</p>
            <p className="mt-3 leading-relaxed text-ink-soft">{site.hours?.note}</p>
          </Detail>
        </div>
      </section>
      {/* The offices as src/components/corporate/Offices.astro lists them, drawn again in React. */}
      <section className="on-dark bg-ink py-20 text-ivory">
        <div className="container-site">
          <h2 className="text-4xl leading-tight md:text-5xl">{t('contact.regionalPresence')}</h2>
          <ul className="mt-12 grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
            {(site.offices ?? []).map((office, i) => (
              <li key={i} className="border-t border-ivory/20 pt-5">
                <p className="eyebrow text-brass">{office.country}</p>
                <h3 className="mt-3 font-display text-3xl">{office.city}</h3>
                <p className="mt-3 text-[0.9375rem] leading-relaxed text-ivory/80">{office.focus}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <Footer site={site} menu={normalMenu(menu)} />
    </PreviewPage>
  );
}

/** The menu panel with every group open. */
function MenuPanel({ menu }: { menu: Menu }) {
  const { t } = usePreviewText();
  const item = (l: { label: string }, i: number) => (
    <li key={i} className="flex min-h-11 items-center py-1.5 text-[0.95rem] text-ivory/80">
      {l.label}
    </li>
  );
  const overview = (href: string | undefined) => href && item({ label: t('menu.overview') }, -1);
  return (
    <section className="on-dark bg-ink-deep px-[clamp(1.25rem,4vw,3.5rem)] pt-4 pb-10 text-ivory">
      <p className="eyebrow flex h-(--header-height) items-center text-brass">{t('header.menu')}</p>
      <ul className="divide-y divide-ivory/15 border-y border-ivory/15">
        {menu.groups.map((group, i) => (
          <li key={i}>
            <h2 className="flex min-h-14 items-center justify-between gap-6 py-3 font-display text-3xl leading-tight md:text-4xl">
              {group.title}
              {group.items.length === 0 && group.subgroups.length === 0 && <Icon name="arrow" className="h-5 w-5 shrink-0 opacity-70" />}
            </h2>
            {(group.items.length > 0 || group.subgroups.length > 0) && (
              <ul className="pb-5">
                {overview(group.href)}
                {group.items.map(item)}
                {group.subgroups.map((sub, j) => (
                  <li key={j} className="mt-1 border-t border-ivory/10 first:border-t-0">
                    <h3 className="eyebrow flex min-h-11 items-center py-2 font-sans text-brass">{sub.title}</h3>
                    <ul className="grid pb-3 sm:grid-cols-2 sm:gap-x-6">
                      {overview(sub.href)}
                      {sub.items.map(item)}
                    </ul>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
      <ul className="mt-10 flex flex-wrap gap-x-5 gap-y-2 text-xs text-ivory/75">
        {menu.legal.map(item)}
      </ul>
    </section>
  );
}

export function MenuPreview(props: PreviewProps) {
  const menu = normalMenu(formData<SettingsFile<'menu'>>(props));
  const site = useSettingsFile<SiteData>(props, 'site');
  return (
    <PreviewPage props={props}>
      <MenuPanel menu={menu} />
      <Footer site={site} menu={menu} />
    </PreviewPage>
  );
}
