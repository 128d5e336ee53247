import type { Metadata } from 'next';
import { WikiPageFrame } from '@/components/wiki/WikiPageFrame';
import { getContent } from '@/lib/content';
import { bySlug } from '@/lib/content-index';
import { computeBacklinks } from '@/lib/wiki-graph';

type Params = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return getContent().wikiPages.map((page) => ({ slug: page.slug }));
}

function findPage(slug: string) {
  const page = bySlug(getContent().wikiPages).get(slug);
  if (!page) throw new Error(`No wiki page "${slug}"`);
  return page;
}

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { slug } = await params;
  const { frontmatter } = findPage(slug);
  return {
    title: frontmatter.title,
    description: frontmatter.description,
    alternates: { canonical: `/wiki/${slug}/` },
    openGraph: { title: frontmatter.title, description: frontmatter.description, type: 'article' },
  };
}

let backlinks: ReturnType<typeof computeBacklinks> | undefined;

export default async function WikiArticlePage({ params }: Params) {
  const { slug } = await params;
  const content = getContent();
  const page = findPage(slug);
  backlinks ??= computeBacklinks(content.wikiPages);
  const { default: Body } = await import(`@/content/wiki/${slug}.mdx`);
  return (
    <WikiPageFrame content={content} page={page} backlinks={backlinks.get(slug) ?? []}>
      <Body />
    </WikiPageFrame>
  );
}
