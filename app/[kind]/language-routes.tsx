import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FallbackNotice } from '@/components/site/FallbackNotice';
import { getContent } from '@/lib/content';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { kindById } from '@/lib/records/kinds';
import { allPaths } from '@/lib/records/routes';
import { isLanguageSegment, setPageLanguage } from '@/lib/site/page-language';
import { englishUpdatedSince, isTranslated } from '@/lib/site/translations';
import * as Home from '../(en)/page';
import * as About from '../(en)/about/page';
import * as Changes from '../(en)/changes/page';
import * as Community from '../(en)/community/page';
import * as Guide from '../(en)/guide/page';
import * as News from '../(en)/news/page';
import * as Offline from '../(en)/offline/page';
import * as Server from '../(en)/server/page';
import * as Shop from '../(en)/shop/page';
import * as Support from '../(en)/support/page';
import * as Tools from '../(en)/tools/page';
import * as BossPlanner from '../(en)/tools/boss-planner/page';
import * as Coins from '../(en)/tools/coins/page';
import * as Gear from '../(en)/tools/gear/page';
import * as Shrines from '../(en)/tools/shrines/page';
import * as WikiIndex from '../(en)/wiki/page';
import * as WikiArticle from '../(en)/wiki/[slug]/page';
import * as KindList from './kind-list-page';
import * as RecordPage from './[slug]/record-page';

/*
 * Every page in another language is the English route's own module rendered with that language set for the render
 * (lib/i18n/request.ts): app/[kind]/page.tsx, [slug]/page.tsx and [slug]/[item]/page.tsx hand /<language>/… here.
 * A language thus has every English route, and a route added in app/(en)/ needs one line in FIXED below.
 */

type RouteParams = Record<string, string>;
interface RouteModule {
  default: (props: { params: Promise<never> }) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: { params: Promise<never> }) => Metadata | Promise<Metadata>;
}

/** The English routes with a fixed path, by path without slashes at the ends. */
const FIXED: Record<string, RouteModule> = {
  '': Home, about: About, changes: Changes, community: Community, guide: Guide, news: News, offline: Offline, server: Server,
  shop: Shop, support: Support, tools: Tools, 'tools/boss-planner': BossPlanner, 'tools/coins': Coins, 'tools/gear': Gear,
  'tools/shrines': Shrines, wiki: WikiIndex,
};

/** The English module and params that serve a path's segments after the language ("wiki", "floor-50-mezul"). */
function resolve(segments: readonly string[]): { module: RouteModule; params: RouteParams } {
  const [first = '', second] = segments;
  const fixed = FIXED[segments.join('/')];
  if (fixed) return { module: fixed, params: {} };
  if (first === 'wiki' && second) return { module: WikiArticle, params: { slug: second } };
  if (kindById(first)) return second ? { module: RecordPage, params: { kind: first, slug: second } } : { module: KindList, params: { kind: first } };
  throw new Error(`language-routes: no English route serves /${segments.join('/')}/`);
}

const asParams = (params: RouteParams) => Promise.resolve(params) as Promise<never>;

/** Every English page path as segments ([] for "/"): each exists in every language. */
export function languagePaths(): string[][] {
  return allPaths(getContent(DEFAULT_LANGUAGE).routes).map((p) => p.split('/').filter(Boolean));
}

/** The static params of one depth of the language routes: `/<language>/` + `depth` segments. */
export function languageParams(depth: number, names: readonly string[]): Record<string, string>[] {
  const languages = getContent(DEFAULT_LANGUAGE).site.languages.map((l) => l.code);
  return languages.flatMap((code) =>
    languagePaths()
      .filter((segments) => segments.length === depth)
      .map((segments) => Object.fromEntries([['kind', code], ...segments.map((s, i) => [names[i], s])])),
  );
}

export { isLanguageSegment };

export async function languageMetadata(code: string, segments: readonly string[]): Promise<Metadata> {
  setPageLanguage(code);
  const { module, params } = resolve(segments);
  return (await module.generateMetadata?.({ params: asParams(params) })) ?? {};
}

/** The page in `code`; an untranslated page shows its English text under a notice, marked lang="en". */
export async function LanguagePage({ code, segments }: { code: string; segments: readonly string[] }) {
  setPageLanguage(code);
  const { module, params } = resolve(segments);
  const page = await module.default({ params: asParams(params) });
  const englishPath = `/${segments.join('/')}`;
  const content = getContent(code);
  if (isTranslated(englishPath, content)) {
    const englishUpdated = englishUpdatedSince(englishPath, content);
    return englishUpdated ? (
      <>
        <FallbackNotice englishPath={englishPath} englishUpdated={englishUpdated} />
        {page}
      </>
    ) : (
      page
    );
  }
  return (
    <>
      <FallbackNotice englishPath={englishPath} />
      <div lang={DEFAULT_LANGUAGE}>{page}</div>
    </>
  );
}
