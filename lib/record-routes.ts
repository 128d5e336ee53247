import type { Metadata } from 'next';
import { getContent } from './content';
import { kindById, type KindRecord, type RecordKind } from './kinds';

/** The kind of a `/[kind]` route segment; generateStaticParams only yields known ids. */
export function resolveKind(id: string): RecordKind {
  const kind = kindById(id);
  if (!kind) throw new Error(`No record kind "${id}" in lib/kinds.ts`);
  return kind;
}

/** The kind and record of a `/[kind]/[slug]` route. */
export function resolveRecordRoute(params: { kind: string; slug: string }): { kind: RecordKind; record: KindRecord } {
  const kind = resolveKind(params.kind);
  const record = getContent().index.kindRecords.get(kind.id)?.get(params.slug);
  if (!record) throw new Error(`No ${kind.label.toLowerCase()} record "${params.slug}"`);
  return { kind, record };
}

/**
 * Title, description and canonical URL of a record page. The kind's label keeps the title apart from
 * the wiki page about the same thing ("Dryad (NPC)" beside the wiki's "Dryad").
 */
export function recordPageMetadata(kind: RecordKind, record: KindRecord): Metadata {
  return {
    title: `${record.name} (${kind.label})`,
    description: record.description,
    alternates: { canonical: `/${kind.id}/${record.slug}/` },
  };
}
