import type { Metadata } from 'next';
import { bySlug } from './content-index';

/** Builds generateStaticParams/generateMetadata for a detail route from a record list. */
export function detailRoute<T extends { slug: string; name: string; description: string }>(prefix: string, records: () => T[]) {
  const find = (slug: string) => {
    const record = bySlug(records()).get(slug);
    if (!record) throw new Error(`No ${prefix} record "${slug}"`);
    return record;
  };
  return {
    find,
    generateStaticParams: () => records().map((r) => ({ slug: r.slug })),
    generateMetadata: async ({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> => {
      const record = find((await params).slug);
      return { title: record.name, description: record.description, alternates: { canonical: `/${prefix}/${record.slug}/` } };
    },
  };
}
