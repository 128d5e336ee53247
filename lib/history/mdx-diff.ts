import matter from 'gray-matter';

/** What changed in an MDX page, in reader's terms: its title and the headings of changed sections. */

interface MdxVersion {
  /** The frontmatter as written, to tell whether anything in it changed. */
  frontmatter: string;
  /** Text before the first heading. */
  intro: string;
  /** Heading text → the section's text (a heading repeated on the page gets " (2)", " (3)"…). */
  sections: Map<string, string>;
}

const HEADING = /^(#{1,6})\s+(.*?)\s*#*\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** "[Drops](/x) **and** `y` {#id}" → "Drops and y": a heading as the page prints it, roughly. */
export function headingText(markdown: string): string {
  return markdown
    .replace(/\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[*_`~]/g, '')
    .trim();
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/;

/** A page's frontmatter, intro and sections; frontmatter is compared unparsed, as hundreds of versions are read. */
export function readMdxVersion(source: string): MdxVersion {
  const frontmatter = FRONTMATTER.exec(source);
  const body = frontmatter ? source.slice(frontmatter[0].length) : source;
  const sections = new Map<string, string>();
  let heading: string | undefined;
  let intro = '';
  let text: string[] = [];
  let fenced = false;
  const close = () => {
    const joined = text.join('\n').trim();
    if (heading === undefined) intro = joined;
    else {
      let key = heading;
      for (let n = 2; sections.has(key); n++) key = `${heading} (${n})`;
      sections.set(key, joined);
    }
    text = [];
  };
  for (const line of body.split('\n')) {
    if (FENCE.test(line)) fenced = !fenced;
    const match = fenced ? null : HEADING.exec(line);
    if (match) {
      close();
      heading = headingText(match[2]!);
    } else text.push(line.trimEnd());
  }
  close();
  return { frontmatter: frontmatter?.[1]?.trim() ?? '', intro, sections };
}

export interface MdxEdit {
  /** The frontmatter changed (title, summary, tags…). */
  details: boolean;
  /** The text before the first heading changed. */
  intro: boolean;
  /** Headings of the sections added, removed or whose text changed, in page order (removed ones last). */
  sections: string[];
}

/** The edit between two versions of a page. */
export function mdxEdit(before: string, after: string): MdxEdit {
  const old = readMdxVersion(before);
  const now = readMdxVersion(after);
  const sections = [...now.sections].filter(([heading, text]) => old.sections.get(heading) !== text).map(([heading]) => heading);
  for (const heading of old.sections.keys()) if (!now.sections.has(heading)) sections.push(heading);
  return { details: old.frontmatter !== now.frontmatter, intro: old.intro !== now.intro, sections };
}

/** A page's title in one version of its file (undefined when its frontmatter has none or cannot be read). */
export function mdxTitle(source: string): string | undefined {
  try {
    // Options given: gray-matter then skips its cache, which would keep every version's text for the whole build.
    const title: unknown = matter(source, {}).data.title;
    return typeof title === 'string' ? title : undefined;
  } catch {
    return undefined;
  }
}
