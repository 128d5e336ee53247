import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { allPaths } from '@/lib/routes';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const { site, routes } = getContent();
  const base = site.baseUrl.replace(/\/$/, '');
  return allPaths(routes).map((path) => ({ url: `${base}${path === '/' ? '/' : `${path}/`}` }));
}
