import type { MetadataRoute } from 'next';
import { APP_ICONS, appIconPath } from '@/lib/site/app-icons';
import { getContent } from '@/lib/content';
import { PALETTES } from '@/lib/site/theme';

// Written to out/manifest.webmanifest by `next build`; Next links it from every page.
export const dynamic = 'force-static';

/** The web app manifest: installing the wiki opens it in its own window, in the site's dark palette. */
export default function manifest(): MetadataRoute.Manifest {
  const { site } = getContent();
  return {
    id: '/',
    name: site.name,
    short_name: site.shortName,
    description: site.description,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: PALETTES.dark.ink,
    theme_color: PALETTES.dark.ink,
    icons: APP_ICONS.filter((icon) => icon.purpose !== 'apple').map((icon) => ({
      src: appIconPath(icon),
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose === 'maskable' ? 'maskable' : 'any',
    })),
  };
}
