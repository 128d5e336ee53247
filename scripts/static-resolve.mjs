import { statSync } from 'node:fs';
import path from 'node:path';

function isFile(file) {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Maps a URL path to a file the way CDNs do ("/x/" → x/index.html; "/x" → x, x.html, x/index.html), or null. */
export function resolveStaticFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const target = path.join(root, path.normalize(decoded));
  if (!target.startsWith(root)) return null;
  const candidates = decoded.endsWith('/') ? [path.join(target, 'index.html')] : [target, `${target}.html`, path.join(target, 'index.html')];
  return candidates.find(isFile) ?? null;
}
