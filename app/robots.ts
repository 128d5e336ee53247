import type { MetadataRoute } from 'next';
import { getContent } from '@/lib/content';

export const dynamic = 'force-static';

export default function robots(): MetadataRoute.Robots {
  const base = getContent().site.baseUrl.replace(/\/$/, '');
  return { rules: { userAgent: '*', allow: '/' }, sitemap: `${base}/sitemap.xml` };
}
