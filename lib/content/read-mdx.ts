import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import type { z } from 'zod';
import { guideSectionFrontmatterSchema } from '../schemas/guide';
import { wikiFrontmatterSchema } from '../schemas/wiki';
import { problemsFromZod, type ContentProblem } from './errors';
import { bodyTodoProblems, todoProblems, underTodo } from './todo';
import type { GuideSection, WikiPage } from '../model/types';

type Rel = (file: string) => string;

function mdxFilesIn(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.mdx'))
    .sort()
    .map((f) => path.join(dir, f));
}

/** Reads YAML frontmatter; a YAML syntax error becomes a problem instead of a crash. */
function readFrontmatter(file: string, problems: ContentProblem[], rel: Rel) {
  const source = fs.readFileSync(file, 'utf8');
  if (!source.startsWith('---')) {
    problems.push({ file: rel(file), record: 'frontmatter', message: 'missing frontmatter block (the file must start with ---)' });
    return undefined;
  }
  try {
    const parsed = matter(source);
    // gray-matter hands back the body as the file's tail after the closing ---.
    const bodyStart = source.endsWith(parsed.content) ? source.length - parsed.content.length : 0;
    return { data: parsed.data, body: parsed.content, bodyStart, source };
  } catch (error) {
    // js-yaml counts from 0 in the text after the opening "---" (the rest of that line included): the file's lines.
    const mark = (error as { mark?: { line: number; column: number } }).mark;
    const where = mark ? { line: mark.line + 1, column: mark.column + 1 } : {};
    problems.push({ file: rel(file), record: 'frontmatter', ...where, message: `malformed YAML: ${(error as Error).message.split('\n')[0]}` });
    return undefined;
  }
}

/** An MDX file whose frontmatter passed its schema. */
interface ParsedMdx<T> {
  file: string;
  frontmatter: T;
  body: string;
}

/** Reads every .mdx file of a folder and validates its frontmatter; problems are collected, not thrown. */
function readMdxCollection<T>(dir: string, schema: z.ZodType<T>, problems: ContentProblem[], rel: Rel): ParsedMdx<T>[] {
  const documents: ParsedMdx<T>[] = [];
  for (const file of mdxFilesIn(dir)) {
    const parsed = readFrontmatter(file, problems, rel);
    if (!parsed) continue;
    // Placeholders of `npm run new` left unfilled, in the frontmatter and in the body.
    const todo = todoProblems(rel(file), parsed.data, (field) => ({ record: 'frontmatter', field }));
    problems.push(...todo.problems, ...bodyTodoProblems(rel(file), parsed.source, parsed.bodyStart));
    const result = schema.safeParse(parsed.data, { reportInput: true });
    if (!result.success) {
      const issues = result.error.issues.filter((issue) => !underTodo(issue.path, todo.todos));
      problems.push(...problemsFromZod(rel(file), { issues }).map((p) => ({ ...p, record: 'frontmatter' })));
      continue;
    }
    documents.push({ file, frontmatter: result.data, body: parsed.body });
  }
  return documents;
}

export function readWikiPages(dir: string, problems: ContentProblem[], rel: Rel): WikiPage[] {
  return readMdxCollection(dir, wikiFrontmatterSchema.strict(), problems, rel).map((doc) => {
    const slug = path.basename(doc.file, '.mdx');
    if (doc.frontmatter.Link !== slug) {
      problems.push({ file: rel(doc.file), record: 'frontmatter', field: 'Link', message: `must equal the file name "${slug}", got "${doc.frontmatter.Link}"` });
    }
    return { slug, file: rel(doc.file), frontmatter: doc.frontmatter };
  });
}

export function readGuideSections(dir: string, problems: ContentProblem[], rel: Rel): GuideSection[] {
  return readMdxCollection(dir, guideSectionFrontmatterSchema.strict(), problems, rel).map((doc) => ({
    file: rel(doc.file),
    fileStem: path.basename(doc.file, '.mdx'),
    frontmatter: doc.frontmatter,
    hasBody: doc.body.trim().length > 0,
  }));
}
