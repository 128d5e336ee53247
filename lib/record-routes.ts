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
