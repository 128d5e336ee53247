import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { lastModifiedOf } from '@/lib/site/route-sources';
import { allPaths } from '@/lib/records/routes';
import { siteUrl } from '@/lib/model/site-url';
import { translationsOf } from '@/lib/site/translations';

export const dynamic = 'force-static';

/** Every route with its content's last commit date and real translations (not English fallbacks). */
export default function sitemap(): MetadataRoute.Sitemap {
  const content = getContent();
  const url = (path: string) => siteUrl(content.site.baseUrl, path);
  return allPaths(content.routes).flatMap((path) => {
    const lastModified = lastModifiedOf(path, content);
    const translations = translationsOf(path);
    const alternates = translations.length > 1 ? { alternates: { languages: Object.fromEntries(translations.map((t) => [t.code, url(t.path)])) } } : {};
    return translations.map((t) => ({ url: url(t.path), lastModified, ...alternates }));
  });
}
