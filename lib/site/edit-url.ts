import { repositoryUrlOf } from './placeholders';
import type { SiteSettings } from '../schemas/site';

/** "a/b c" → "a/b%20c": each segment encoded, backslashes (Windows paths) read as separators. */
const urlPath = (value: string) => value.split(/[\\/]+/).filter(Boolean).map(encodeURIComponent).join('/');

/** "Edit this page" URL of a repository file (`<repositoryUrl>/edit/<branch>/<file>`), or undefined. */
export function editUrl(site: Pick<SiteSettings, 'repositoryUrl' | 'repositoryUrlTodo' | 'repositoryBranch'>, file: string): string | undefined {
  const repository = repositoryUrlOf(site);
  if (!repository) return undefined;
  return `${repository.replace(/\/+$/, '')}/edit/${urlPath(site.repositoryBranch)}/${urlPath(file)}`;
}

/** A file's history URL (`<repositoryUrl>/commits/<branch>/<file>`), or undefined. */
export function historyUrl(site: Pick<SiteSettings, 'repositoryUrl' | 'repositoryUrlTodo' | 'repositoryBranch'>, file: string): string | undefined {
  const repository = repositoryUrlOf(site);
  if (!repository) return undefined;
  return `${repository.replace(/\/+$/, '')}/commits/${urlPath(site.repositoryBranch)}/${urlPath(file)}`;
}
