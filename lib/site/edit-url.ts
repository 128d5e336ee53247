import { repositoryUrlOf } from './placeholders';
import type { SiteSettings } from '../schemas/site';

/** "a/b c" → "a/b%20c": each segment encoded, backslashes (Windows paths) read as separators. */
const urlPath = (value: string) => value.split(/[\\/]+/).filter(Boolean).map(encodeURIComponent).join('/');

/**
 * "Edit this page" address of a source file (a path relative to the repository root, such as
 * "content/wiki/koby.mdx"), in the GitHub form `<repositoryUrl>/edit/<branch>/<file>`; undefined while the
 * repository URL is still a placeholder.
 */
export function editUrl(site: Pick<SiteSettings, 'repositoryUrl' | 'repositoryUrlTodo' | 'repositoryBranch'>, file: string): string | undefined {
  const repository = repositoryUrlOf(site);
  if (!repository) return undefined;
  return `${repository.replace(/\/+$/, '')}/edit/${urlPath(site.repositoryBranch)}/${urlPath(file)}`;
}

/**
 * The full history of a source file on the repository, in the GitHub form `<repositoryUrl>/commits/<branch>/<file>`;
 * undefined while the repository URL is still a placeholder.
 */
export function historyUrl(site: Pick<SiteSettings, 'repositoryUrl' | 'repositoryUrlTodo' | 'repositoryBranch'>, file: string): string | undefined {
  const repository = repositoryUrlOf(site);
  if (!repository) return undefined;
  return `${repository.replace(/\/+$/, '')}/commits/${urlPath(site.repositoryBranch)}/${urlPath(file)}`;
}
