import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadContent, type LoadOptions } from '@/lib/content/load';
import { compileMdxFacts } from '@/lib/mdx/compile-facts.mjs';

const CONTENT = path.resolve(__dirname, '../../content');
const PUBLIC = path.resolve(__dirname, '../../public');

// Compiles the real pages once, outside any test's time limit: a fixture then recompiles only the pages its test changed.
loadContent({ contentDir: CONTENT, publicDir: PUBLIC, mdxFacts: compileMdxFacts });

/** A throwaway copy of content/ that a test may break; returns helpers to edit it and load it. */
export function contentFixture() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wiki-content-'));
  fs.cpSync(CONTENT, dir, { recursive: true });
  return {
    dir,
    file: (name: string) => path.join(dir, name),
    read: (name: string) => fs.readFileSync(path.join(dir, name), 'utf8'),
    write: (name: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), text);
    },
    editJson: <T>(name: string, edit: (data: T) => void) => {
      const data = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as T;
      edit(data);
      fs.writeFileSync(path.join(dir, name), JSON.stringify(data, null, 2));
    },
    /** `options`: more for the loader, e.g. a language. */
    load: (options: LoadOptions = {}) => loadContent({ contentDir: dir, publicDir: PUBLIC, mdxFacts: compileMdxFacts, ...options }),
    /** The loader's error message, or "" when it loaded. */
    errorOf: (options: LoadOptions = {}) => {
      try {
        loadContent({ contentDir: dir, publicDir: PUBLIC, mdxFacts: compileMdxFacts, ...options });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    },
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
