import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';
import { siteUrl } from '@/lib/model/site-url';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  return { rules: { userAgent: '*', allow: '/' }, sitemap: siteUrl(getContent().site.baseUrl, '/sitemap.xml') };
}
