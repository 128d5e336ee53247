import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { FallbackNotice } from '@/components/site/FallbackNotice';
import { getContent } from '@/lib/content';
import { DEFAULT_LANGUAGE } from '@/lib/i18n/languages';
import { allPaths } from '@/lib/records/routes';
import { isLanguageSegment, setPageLanguage } from '@/lib/site/page-language';
import { englishUpdatedSince, isTranslated } from '@/lib/site/translations';

/**
 * Each English route has a one-file twin under app/[kind]/ (languageRoute below), rendered in the other language,
 * so its scripts are its English twin's: one file serving every route would load every island everywhere.
 */

type RouteParams = Record<string, string>;
export interface RouteModule {
  default: (props: { params: Promise<never> }) => ReactNode | Promise<ReactNode>;
  generateMetadata?: (props: { params: Promise<never> }) => Metadata | Promise<Metadata>;
}

const asParams = (params: RouteParams) => Promise.resolve(params) as Promise<never>;

/** The site's languages besides English (content/site.json). */
export const languageCodes = () => getContent(DEFAULT_LANGUAGE).site.languages.map((l) => l.code);

/** Every English page path as segments ([] for "/"): each exists in every language. */
function languagePaths(): string[][] {
  return allPaths(getContent(DEFAULT_LANGUAGE).routes).map((p) => p.split('/').filter(Boolean));
}

/** Static params of the language pages whose English paths have `depth` segments (names: their param names). */
export function languageParams(depth: number, names: readonly string[], first?: string): Record<string, string>[] {
  return languageCodes().flatMap((code) =>
    languagePaths()
      .filter((segments) => segments.length === depth && (first === undefined || segments[0] === first))
      .map((segments) => Object.fromEntries([['kind', code], ...segments.map((s, i) => [names[i], s])])),
  );
}

export { isLanguageSegment };

export async function languageMetadata(code: string, module: RouteModule, params: RouteParams): Promise<Metadata> {
  setPageLanguage(code);
  return (await module.generateMetadata?.({ params: asParams(params) })) ?? {};
}

/** The page in `code`; an untranslated page shows its English text under a notice, marked lang="en". */
export async function LanguagePage({ code, module, params, englishPath }: { code: string; module: RouteModule; params: RouteParams; englishPath: string }) {
  setPageLanguage(code);
  const page = await module.default({ params: asParams(params) });
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

/** The twin of an English route at `path` (or "/wiki/[slug]"): static params in every language, metadata and page. */
export function languageRoute(module: RouteModule, path: string) {
  const segments = path.split('/').filter(Boolean);
  const names = segments.map((s) => /^\[(.+)\]$/.exec(s)?.[1]);
  const own = (params: RouteParams) => Object.fromEntries(names.flatMap((name) => (name ? [[name, params[name]!]] : [])));
  const englishPath = (params: RouteParams) => `/${segments.map((s, i) => (names[i] ? params[names[i]!] : s)).join('/')}`;
  return {
    generateStaticParams: () => languageParams(segments.length, segments.map((s, i) => names[i] ?? s), segments[0]).filter((p) => segments.every((s, i) => names[i] || p[s] === s)).map((p) => ({ kind: p.kind!, ...own(p) })),
    generateMetadata: async ({ params }: { params: Promise<RouteParams> }) => {
      const { kind, ...rest } = await params;
      return languageMetadata(kind!, module, own(rest));
    },
    Page: async ({ params }: { params: Promise<RouteParams> }) => {
      const { kind, ...rest } = await params;
      return <LanguagePage code={kind!} module={module} params={own(rest)} englishPath={englishPath(rest)} />;
    },
  };
}
