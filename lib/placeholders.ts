import type { SiteSettings } from './schemas/site';

/** A site setting that still holds a placeholder or awaits confirmation. */
export interface PendingSetting {
  field: string;
  value: string;
  todo: string;
}

const isReservedExample = (url: string) => {
  try {
    return new URL(url).hostname.endsWith('.example');
  } catch {
    return false;
  }
};

/** Lists every setting with a `todo` note or a reserved `.example` URL, so the owner knows what to fill in. */
export function pendingSettings(site: SiteSettings): PendingSetting[] {
  const pending: PendingSetting[] = [];
  if (site.baseUrlTodo || isReservedExample(site.baseUrl)) {
    pending.push({ field: 'baseUrl', value: site.baseUrl, todo: site.baseUrlTodo ?? 'placeholder URL' });
  }
  if (site.latestUpdate.todo) pending.push({ field: 'latestUpdate.version', value: site.latestUpdate.version, todo: site.latestUpdate.todo });
  for (const [key, link] of Object.entries(site.links)) {
    if (link.todo || isReservedExample(link.url)) {
      pending.push({ field: `links.${key}.url`, value: link.url, todo: link.todo ?? 'placeholder URL' });
    }
  }
  return pending;
}
