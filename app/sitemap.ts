import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { lastModifiedOf } from '@/lib/site/route-sources';
import { allPaths } from '@/lib/records/routes';
import { siteUrl } from '@/lib/model/site-url';

export const dynamic = 'force-static';

/** Every built route, with the date of the last commit of the content it is made from (lib/site/route-sources.ts). */
export default function sitemap(): MetadataRoute.Sitemap {
  const content = getContent();
  return allPaths(content.routes).map((path) => ({
    url: siteUrl(content.site.baseUrl, path === '/' ? '/' : `${path}/`),
    lastModified: lastModifiedOf(path, content),
  }));
}
