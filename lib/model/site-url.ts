/** An absolute URL of the site: `siteUrl("https://x.org/", "/data/a.json")` → "https://x.org/data/a.json". */
export function siteUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
