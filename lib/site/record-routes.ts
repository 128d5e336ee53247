import { getContent } from '../content';
import { kindById, kindRecord, type KindId, type KindRecord, type RecordKind } from '../records/kinds';

/** The kind of a `/[kind]` route segment; generateStaticParams only yields known ids. */
export function resolveKind(id: string): RecordKind<KindRecord, KindId> {
  const kind = kindById(id);
  if (!kind) throw new Error(`No record kind "${id}" in lib/records/kinds.ts`);
  return kind;
}

/** The kind and record of a `/[kind]/[slug]` route. */
export function resolveRecordRoute(params: { kind: string; slug: string }): { kind: RecordKind<KindRecord, KindId>; record: KindRecord } {
  const kind = resolveKind(params.kind);
  const record = kindRecord(kind, params.slug, getContent());
  if (!record) throw new Error(`No record "${params.slug}" of the kind "${kind.id}"`);
  return { kind, record };
}
