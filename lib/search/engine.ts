import MiniSearch, { type SearchOptions, type SearchResult } from 'minisearch';
import { editDistanceWithin } from './distance';
import { termShardFile, termShardKey, textShardFile, textShardOf, type NamesFile, type TermShard, type TextShard } from './files';
import { toHits, type MatchedDocument, type SearchHit } from './hits';
import { FIELD_WEIGHT, maxTypos, processTerm, termsOf, tokenize } from './options';
import { queryTerms, requiredMatches, wordForms } from './query';

/** How many result lines the dialog shows. */
export const RESULT_LIMIT = 10;
/** How many names "Did you mean" offers. */
const SUGGESTION_LIMIT = 3;
/** A page whose name is the query comes first; one a typo away from it, next; its title counts a little more than an alias. */
const EXACT_NAME_BONUS = 1000;
const NEAR_NAME_BONUS = 500;
const ALIAS_FACTOR = 0.9;
/** Score weights of a word that only starts with the query word, or is a typo away (MiniSearch's defaults). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;

export interface SearchResults {
  hits: SearchHit[];
  /** Names close to the query, when nothing matched. */
  suggestions: string[];
  /** Time the search computed, without waiting for files (ms). */
  ms: number;
}

/** Fetches (and parses) one shard file by name; the engine caches what it returns. */
export type LoadShard = (file: string) => Promise<unknown>;

interface NameDoc {
  id: number;
  title?: string;
  alias?: string;
  section?: string;
  tag?: string;
  kind?: string;
}

type Fields = keyof typeof FIELD_WEIGHT;

/** Scores of one query word: per page (its name, aliases, tags, kind) and per section (its heading and text). */
interface TermScores {
  pages: Map<number, number>;
  sections: Map<number, number>;
}

const add = (map: Map<number, number>, key: number, value: number) => map.set(key, (map.get(key) ?? 0) + value);

/** How well an indexed word stands for a query word: 1 when equal, less for a longer word or a typo, 0 for no match. */
function wordMatch(query: string, word: string): number {
  if (word === query) return 1;
  if (query.length > 1 && word.startsWith(query)) return (PREFIX_WEIGHT * query.length) / (query.length + 0.3 * (word.length - query.length));
  const typos = maxTypos(query);
  if (!typos) return 0;
  const distance = editDistanceWithin(query, word, typos);
  return distance <= typos ? (FUZZY_WEIGHT * query.length) / (query.length + distance) : 0;
}

/** Names in MiniSearch (fuzzy, prefix), full text from on-demand shards (BM25); record and wiki page stay together. */
export function createSearch(names: NamesFile, loadShard: LoadShard) {
  const { pages } = names;
  const pageOfSection = new Int32Array(names.sections);
  const firstSection: number[] = [];
  const docs: NameDoc[] = [];
  let section = 0;
  pages.forEach((page, index) => {
    firstSection.push(section);
    (page.s ?? [0]).forEach((heading, i) => {
      pageOfSection[section] = index;
      const pageFields = i === 0 ? { title: page.t, alias: page.a?.join(' '), tag: page.g?.map((g) => names.tags[g]).join(' '), kind: names.kinds[page.k] } : {};
      docs.push({ id: section, ...pageFields, ...(heading ? { section: heading[1] } : {}) });
      section += 1;
    });
  });
  const index = new MiniSearch<NameDoc>({ fields: ['title', 'alias', 'section', 'tag', 'kind'] satisfies Fields[], tokenize, processTerm });
  index.addAll(docs);
  const boost: Partial<Record<Fields, number>> = { ...FIELD_WEIGHT };

  const sectionCount = (page: number) => pages[page]!.s?.length ?? 1;
  const shardKeys = new Set(names.terms);
  const cache = new Map<string, Promise<unknown>>();
  // A shard that cannot be fetched (offline and never saved, say) counts as empty: the names still answer, and the
  // next query tries the file again.
  const load = (file: string): Promise<unknown> => {
    let loaded = cache.get(file);
    if (!loaded) {
      loaded = loadShard(file).catch(() => {
        cache.delete(file);
        return undefined;
      });
      cache.set(file, loaded);
    }
    return loaded;
  };
  const foldedNames: (string[] | undefined)[] = [];
  const nameBonus = (page: number, query: string) => {
    const own = (foldedNames[page] ??= [pages[page]!.t, ...(pages[page]!.a ?? [])].map((n) => termsOf(n).join(' ')));
    const typos = maxTypos(query.replace(/ /g, ''));
    let best = 0;
    own.forEach((name, i) => {
      const bonus = name === query ? EXACT_NAME_BONUS : typos && editDistanceWithin(query, name, typos) <= typos ? NEAR_NAME_BONUS : 0;
      best = Math.max(best, i === 0 ? bonus : bonus * ALIAS_FACTOR);
    });
    return best;
  };

  /** Names search for one word form: a match on a page's first section counts for the whole page (its name). */
  function scoreNames(form: string, scores: TermScores, words: Set<string>) {
    const results: SearchResult[] = index.search(form, { boost, prefix: form.length > 1, fuzzy: maxTypos(form) || false, combineWith: 'OR' });
    for (const result of results) {
      const id = result.id as number;
      if (firstSection[pageOfSection[id]!] === id) add(scores.pages, pageOfSection[id]!, result.score);
      else add(scores.sections, id, result.score);
      for (const term of result.terms) words.add(term);
    }
  }

  /** Full-text search for one word form in its term shard (BM25: rarer words and repeated words count more). */
  function scoreText(form: string, shard: TermShard | undefined, scores: TermScores, words: Set<string>) {
    for (const [word, postings] of Object.entries(shard ?? {})) {
      const quality = form.length === 1 ? Number(word === form) : wordMatch(form, word);
      if (!quality) continue;
      words.add(word);
      const frequency = postings.length / 2;
      const idf = Math.log(1 + (names.sections - frequency + 0.5) / (frequency + 0.5));
      let at = 0;
      for (let i = 0; i < postings.length; i += 2) {
        at += postings[i]!;
        const count = postings[i + 1]!;
        add(scores.sections, at, (FIELD_WEIGHT.text * quality * idf * count * 2.2) / (count + 1.2));
      }
    }
  }

  function rank(terms: string[], perTerm: TermScores[]) {
    const candidates = new Set<number>();
    for (const scores of perTerm) {
      for (const page of scores.pages.keys()) candidates.add(page);
      for (const s of scores.sections.keys()) candidates.add(pageOfSection[s]!);
    }
    const required = requiredMatches(terms.length);
    const query = terms.join(' ');
    const ranked: { page: number; section: number; matched: number; score: number }[] = [];
    for (const page of candidates) {
      let best = { section: -1, matched: 0, score: 0 };
      for (let s = firstSection[page]!, end = s + sectionCount(page); s < end; s++) {
        let matched = 0;
        let score = 0;
        for (const scores of perTerm) {
          const value = (scores.pages.get(page) ?? 0) + (scores.sections.get(s) ?? 0);
          if (value > 0) matched += 1;
          score += value;
        }
        if (matched > best.matched || (matched === best.matched && score > best.score)) best = { section: s, matched, score };
      }
      if (best.matched >= required) ranked.push({ page, ...best, score: best.score + nameBonus(page, query) });
    }
    ranked.sort((a, b) => b.matched - a.matched || b.score - a.score || a.page - b.page);
    // A record page and its wiki page stay together, at the place of the better of the two.
    const groupOf = (page: number) => pages[page]!.p ?? page;
    const groups = new Map<number, typeof ranked>();
    for (const result of ranked) groups.set(groupOf(result.page), [...(groups.get(groupOf(result.page)) ?? []), result]);
    return [...groups.values()].flat().slice(0, RESULT_LIMIT);
  }

  /** Names near the query: a few typos away, else starting like its words do (their first half, three letters at least). */
  function suggest(terms: string[]): string[] {
    const options: SearchOptions = { fields: ['title', 'alias'], prefix: true, fuzzy: 0.4, maxFuzzy: 3, combineWith: 'OR' };
    const starts = terms.map((t) => t.slice(0, Math.max(3, Math.ceil(t.length / 2)))).join(' ');
    let results = index.search(terms.join(' '), options);
    if (results.length === 0) results = index.search(starts, options);
    return [...new Set(results.map((r) => pages[pageOfSection[r.id as number]!]!.t))].slice(0, SUGGESTION_LIMIT);
  }

  return async function search(query: string): Promise<SearchResults> {
    const started = performance.now();
    let waited = 0;
    const wait = async <T>(promise: Promise<T>): Promise<T> => {
      const from = performance.now();
      try {
        return await promise;
      } finally {
        waited += performance.now() - from;
      }
    };
    const terms = queryTerms(query);
    if (terms.length === 0) return { hits: [], suggestions: [], ms: 0 };
    const forms = terms.map(wordForms);
    const files = [...new Set(forms.flat().map(termShardKey).filter((key) => shardKeys.has(key)))].map(termShardFile);
    const shards = new Map(await wait(Promise.all(files.map(async (file) => [file, (await load(file)) as TermShard | undefined] as const))));

    const words = new Set<string>();
    const perTerm = forms.map((termForms) => {
      const scores: TermScores = { pages: new Map(), sections: new Map() };
      for (const form of termForms) {
        scoreNames(form, scores, words);
        scoreText(form, shards.get(termShardFile(termShardKey(form))), scores, words);
      }
      return scores;
    });
    const ranked = rank(terms, perTerm);

    const textFiles = [...new Set(ranked.map((r) => textShardOf(names.text, r.section)))];
    const texts = new Map(await wait(Promise.all(textFiles.map(async (i) => [i, (await load(textShardFile(i))) as TextShard | undefined] as const))));
    const matches = ranked.map(({ page, section: s }): MatchedDocument => {
      const entry = pages[page]!;
      const heading = (entry.s ?? [0])[s - firstSection[page]!];
      const shard = textShardOf(names.text, s);
      return {
        url: heading ? `${entry.u}#${heading[0]}` : entry.u,
        page: entry.u,
        kind: names.kinds[entry.k]!,
        title: entry.t,
        ...(heading ? { section: heading[1] } : {}),
        text: texts.get(shard)?.[s - names.text[shard]!] ?? '',
        terms: [...words],
      };
    });
    const hits = toHits(matches, RESULT_LIMIT);
    return { hits, suggestions: hits.length ? [] : suggest(terms), ms: performance.now() - started - waited };
  };
}

export type Search = ReturnType<typeof createSearch>;
