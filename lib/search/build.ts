import { termShardFile, termShardKey, textShardFile, type NamesFile, type NamesPage, type TermShard, type TextShard } from './files';
import { termsOf, type SearchDocument } from './options';

/** Numbers as printed ("130,000") are also indexed as typed ("130000"). */
const GROUPED_NUMBER = /\d{1,3}(?:,\d{3})+/g;
const indexTerms = (text: string) => [...termsOf(text), ...(text.match(GROUPED_NUMBER) ?? []).map((n) => n.replaceAll(',', ''))];

/** Characters of section text per text shard: a result's excerpt costs one such file (about 1 KiB gzipped). */
const TEXT_SHARD_CHARS = 2_000;

export interface SearchFiles {
  names: NamesFile;
  /** Shard files by name (served under /search/shards/). */
  shards: Map<string, TermShard | TextShard>;
}

/** The search files (names file and shards); sections are numbered in page order, so no table maps them to pages. */
export function buildSearchFiles(documents: readonly SearchDocument[]): SearchFiles {
  const byPage = new Map<string, SearchDocument[]>();
  for (const doc of documents) byPage.set(doc.page, [...(byPage.get(doc.page) ?? []), doc]);
  const pageUrls = [...byPage.keys()];
  const pageIndex = new Map(pageUrls.map((url, i) => [url, i]));
  const kinds = [...new Set(documents.map((d) => d.kind))];
  const tags = [...new Set(documents.flatMap((d) => d.tags ?? []))].sort();

  const sectionTexts: string[] = [];
  const postings = new Map<string, Map<number, number>>();
  const pages = pageUrls.map((url): NamesPage => {
    const docs = byPage.get(url)!;
    const [first] = docs;
    const sections = docs.map((doc): 0 | [string, string] => (doc.section ? [doc.url.slice(doc.url.indexOf('#') + 1), doc.section] : 0));
    for (const doc of docs) {
      const section = sectionTexts.length;
      sectionTexts.push(doc.text);
      for (const term of indexTerms(doc.text)) {
        const counts = postings.get(term) ?? new Map<number, number>();
        counts.set(section, (counts.get(section) ?? 0) + 1);
        postings.set(term, counts);
      }
    }
    const group = first!.group && first!.group !== url ? pageIndex.get(first!.group) : undefined;
    return {
      u: url,
      t: first!.title,
      k: kinds.indexOf(first!.kind),
      ...(sections.length === 1 && sections[0] === 0 ? {} : { s: sections }),
      ...(first!.aliases?.length ? { a: first!.aliases } : {}),
      ...(first!.tags?.length ? { g: first!.tags.map((t) => tags.indexOf(t)) } : {}),
      ...(group !== undefined ? { p: group } : {}),
    };
  });

  const shards = new Map<string, TermShard | TextShard>();
  const termShards = new Map<string, TermShard>();
  for (const term of [...postings.keys()].sort()) {
    const key = termShardKey(term);
    const shard = termShards.get(key) ?? (Object.create(null) as TermShard);
    let previous = 0;
    shard[term] = [...postings.get(term)!].flatMap(([section, count]) => {
      const delta = section - previous;
      previous = section;
      return [delta, count];
    });
    termShards.set(key, shard);
  }
  for (const [key, shard] of termShards) shards.set(termShardFile(key), shard);

  const textStarts: number[] = [];
  let size = Infinity;
  sectionTexts.forEach((text, section) => {
    if (size >= TEXT_SHARD_CHARS) {
      textStarts.push(section);
      shards.set(textShardFile(textStarts.length - 1), []);
      size = 0;
    }
    (shards.get(textShardFile(textStarts.length - 1)) as TextShard).push(text);
    size += text.length;
  });

  return { names: { kinds, tags, pages, sections: sectionTexts.length, terms: [...termShards.keys()], text: textStarts }, shards };
}
