import { Link } from '@/components/ui/Link';
import { getContent } from '@/lib/content';
import { slugify } from '@/lib/model/format';
import { inlinePictureSrc } from '@/lib/site/inline-picture';
import type { ReactNode } from 'react';
import { FallbackImage } from '../ui/FallbackImage';
import { Breadcrumbs } from '../ui/Breadcrumbs';
import { Infobox } from '../ui/Infobox';
import { PageTitle } from '@/components/site/PageTitle';
import { ChangedMark } from '../history/ChangedMark';
import { PageHistory } from '../history/PageHistory';

export interface DetailSection {
  title: string;
  body: ReactNode;
}

/** The shared layout of every record detail page (boss, NPC, structure, animation, boss drop). */
export function RecordDetail({
  path,
  list,
  name,
  image,
  description,
  tags,
  facts,
  sections,
  related,
  aside,
  footer,
}: {
  /** The record page's own path ("/bosses/mezul"): its history and "changed" mark. */
  path: string;
  list: { label: string; href: string };
  name: string;
  image?: string;
  description: string;
  tags: string[];
  facts: { label: string; value: ReactNode }[];
  sections: DetailSection[];
  /** Links to wiki pages and related records. */
  related: { label: string; href: string; note?: string }[];
  /** Replaces the default infobox (e.g. the boss infobox). */
  aside?: ReactNode;
  /** After the sections, e.g. the collapsed "Notes on sources". */
  footer?: ReactNode;
}) {
  const content = getContent();
  const { links, recordPage: words } = content.site.labels;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <Breadcrumbs trail={[{ label: list.label, href: list.href }, { label: name }]} />
      <PageTitle title={name} />
      <ChangedMark content={content} pagePath={path} />
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={links.tags}>
        {tags.map((tag) => (
          <li key={tag} className="rounded-full border border-line bg-surface-2 px-3 py-1 text-xs text-muted">
            {tag}
          </li>
        ))}
      </ul>
      {/* data-plain-text: what llms-full.txt says of the record (lib/plain-text/page-markdown.mts). */}
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]" data-plain-text="">
        <div className="min-w-0 space-y-8">
          {/* The whole 16:9 picture, at most 36rem wide: on a wide screen the lead stays in the first view. */}
          <div className="overflow-hidden rounded-xl border border-line bg-surface-2 lg:max-w-xl">
            <FallbackImage src={image && inlinePictureSrc(image)} alt={image ? name : ''} width={640} height={360} priority className="aspect-video w-full object-cover" />
          </div>
          <p className="text-lg text-text">{description}</p>
          {sections.map((section) => (
            <section key={section.title} aria-labelledby={`${slugify(section.title)}-title`}>
              <h2 id={`${slugify(section.title)}-title`} className="font-display text-2xl text-sky">
                {section.title}
              </h2>
              <div className="mt-3 text-text">{section.body}</div>
            </section>
          ))}
          {footer}
        </div>
        <div className="space-y-6">
          {aside ?? (facts.length > 0 && <Infobox title={name} rows={facts} floating={false} />)}
          {related.length > 0 && (
            <nav aria-label={words.related} className="rounded-xl border border-line bg-surface p-4">
              <h2 className="font-display text-lg text-gold">{words.readMore}</h2>
              <ul className="mt-2 space-y-2 text-sm">
                {related.map((r) => (
                  <li key={r.href}>
                    <Link href={r.href} className="text-sky underline hover:text-gold">
                      {r.label}
                    </Link>
                    {r.note && <span className="text-muted"> · {r.note}</span>}
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      {/* Last, below both columns: on a phone the infobox and "Read more" come before it. */}
      <PageHistory content={content} pagePath={path} />
    </div>
  );
}

/** A plain bullet list for detail sections. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="list-disc space-y-1.5 pl-6">
      {items.map((item, i) => (
        <li key={i}>{item}</li>
      ))}
    </ul>
  );
}
