/** Pure helpers of the offline pages (app/offline/, components/offline/). */

/** The page paths ("/wiki/dryad/") among cached URLs: HTML pages end in "/" (trailingSlash); payload files do not. */
export function savedPagePaths(urls: readonly string[]): Set<string> {
  return new Set(urls.map((url) => new URL(url).pathname).filter((path) => path.endsWith('/')));
}

/** Files to fetch, split into `workers` interleaved lists, so a few requests run at once. */
export function shareOut<T>(items: readonly T[], workers: number): T[][] {
  const lists: T[][] = Array.from({ length: Math.max(1, workers) }, () => []);
  items.forEach((item, i) => lists[i % lists.length]!.push(item));
  return lists;
}
