import type { SiteSettings } from '../schemas/site';

/** A site setting that still holds a placeholder or awaits confirmation. */
export interface PendingSetting {
  field: string;
  value: string;
  todo: string;
}

/** Top-level names reserved for examples and tests (RFC 2606, RFC 6761): they never reach a real site. */
const RESERVED_TLDS = ['example', 'invalid', 'test', 'localhost'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** True for a URL on a reserved example host, such as "https://mod-download.example/…", or a URL that does not parse. */
export function isPlaceholderUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return true;
  }
  const labels = host.split('.');
  if (RESERVED_TLDS.includes(labels.at(-1)!)) return true;
  return RESERVED_DOMAINS.some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** True while the latest update's version is still a placeholder: it has a `todo` note or reads "0.0.0". */
export function isPlaceholderVersion(latestUpdate: SiteSettings['latestUpdate']): boolean {
  return Boolean(latestUpdate.todo) || /^v?0+(\.0+)*$/.test(latestUpdate.version.trim());
}

/** The repository's address, or undefined while it is still a placeholder (then no "Edit this page" link is shown). */
export function repositoryUrlOf(site: Pick<SiteSettings, 'repositoryUrl' | 'repositoryUrlTodo'>): string | undefined {
  return site.repositoryUrlTodo || isPlaceholderUrl(site.repositoryUrl) ? undefined : site.repositoryUrl;
}

/** Lists every setting with a `todo` note or a reserved example URL, so the owner knows what to fill in. */
export function pendingSettings(site: SiteSettings): PendingSetting[] {
  const pending: PendingSetting[] = [];
  if (site.baseUrlTodo || isPlaceholderUrl(site.baseUrl)) {
    pending.push({ field: 'baseUrl', value: site.baseUrl, todo: site.baseUrlTodo ?? 'placeholder URL' });
  }
  if (!repositoryUrlOf(site)) {
    pending.push({ field: 'repositoryUrl', value: site.repositoryUrl, todo: site.repositoryUrlTodo ?? 'placeholder URL' });
  }
  if (isPlaceholderVersion(site.latestUpdate)) {
    pending.push({ field: 'latestUpdate.version', value: site.latestUpdate.version, todo: site.latestUpdate.todo ?? 'placeholder version' });
  }
  for (const [key, link] of Object.entries(site.links)) {
    if (link.todo || isPlaceholderUrl(link.url)) {
      pending.push({ field: `links.${key}.url`, value: link.url, todo: link.todo ?? 'placeholder URL' });
    }
  }
  return pending;
}
