/**
 * The one place an MDX page is read for facts (shape: lib/mdx/page-facts.ts). After inlining partials, it ids every
 * heading, labels every table by the heading above it (none fails the compile), collects headings, links, components
 * and search sections, and exports them as `facts` (also on `file.data.pageFacts` and `file.data.partialFiles`).
 * Plain ESM so that @next/mdx under Turbopack can load it by path.
 */
import fs from 'node:fs';
import path from 'node:path';
import GithubSlugger from 'github-slugger';
import { valueToEstree } from 'estree-util-value-to-estree';

/** Nodes whose children run together as one run of text; the others keep their children's words apart. */
const INLINE = new Set(['paragraph', 'heading', 'emphasis', 'strong', 'delete', 'link', 'linkReference', 'tableCell']);

/** Collapsible "Notes on sources" blocks are not what a reader searches for. */
const UNSEARCHED_ELEMENTS = new Set(['details']);

const squash = (text) => text.replace(/\s+/g, ' ').trim();

function stringAttributes(node) {
  const attributes = {};
  for (const attr of node.attributes) {
    if (attr.type === 'mdxJsxAttribute' && typeof attr.value === 'string') attributes[attr.name] = attr.value;
  }
  return attributes;
}

/** Default imports of sibling .mdx files, by local name: `import Limiter from './_partials/limiter.mdx'`. */
function partialImports(tree, filePath) {
  const partials = new Map();
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) continue;
    for (const statement of node.data.estree.body) {
      const source = statement.type === 'ImportDeclaration' ? String(statement.source.value) : '';
      const only = statement.specifiers?.length === 1 ? statement.specifiers[0] : undefined;
      if (source.startsWith('.') && source.endsWith('.mdx') && only?.type === 'ImportDefaultSpecifier') {
        partials.set(only.local.name, path.resolve(path.dirname(filePath), source));
      }
    }
  }
  return partials;
}

/** Drops the partial imports from the ESM nodes (the partials are inlined, so nothing else compiles them). */
function dropPartialImports(tree, partials) {
  const paths = new Set(partials.values());
  tree.children = tree.children.filter((node) => {
    if (node.type !== 'mdxjsEsm' || !node.data?.estree) return true;
    const program = node.data.estree;
    program.body = program.body.filter((s) => !(s.type === 'ImportDeclaration' && paths.has(partials.get(s.specifiers[0]?.local.name))));
    return program.body.length > 0;
  });
}

/** Replaces each imported partial's `<X />` with its content, recursively, so one slugger numbers every heading. */
function inlinePartials(tree, filePath, parse, seen, read) {
  const partials = partialImports(tree, filePath);
  if (partials.size === 0) return;
  dropPartialImports(tree, partials);
  const expand = (parent) => {
    parent.children = parent.children.flatMap((node) => {
      const partial = node.type === 'mdxJsxFlowElement' && node.name ? partials.get(node.name) : undefined;
      if (!partial) {
        if ('children' in node) expand(node);
        return [node];
      }
      if (seen.has(partial)) throw new Error(`partial ${path.basename(partial)} includes itself`);
      const partialTree = parse(fs.readFileSync(partial, 'utf8'));
      read.push(partial);
      inlinePartials(partialTree, partial, parse, new Set([...seen, partial]), read);
      const foreign = partialTree.children.find((n) => n.type === 'mdxjsEsm');
      if (foreign) throw new Error(`partial ${path.basename(partial)} may import only other partials, found: ${foreign.value}`);
      return partialTree.children.filter((n) => n.type !== 'yaml');
    });
  };
  expand(tree);
}

/** What the compile reports (and the content check shows with file and line) for a table with no heading above it. */
export const TABLE_WITHOUT_HEADING = 'a table needs a heading above it, which names the table for screen readers: add one';

/** Collects the facts in one walk, assigning heading ids (and table names) on the way; `file` reports a problem. */
function collectFacts(tree, file, englishIds = null) {
  const slugger = new GithubSlugger();
  const facts = { headings: [], links: [], components: [], tables: [], sections: [{ text: '', components: [] }] };
  let lastHeading = null; // the heading a table sits under: the nearest one before it
  let sink = null; // while inside a heading, its text goes here instead of into the section
  let unsearched = 0; // depth inside elements whose text search leaves out
  const section = () => facts.sections[facts.sections.length - 1];
  const emit = (text) => {
    if (sink !== null) sink.push(text);
    else if (unsearched === 0) section().text += text;
  };

  const walkChildren = (node) => {
    for (const child of node.children) {
      if (!INLINE.has(node.type)) emit(' ');
      walk(child);
    }
  };

  const walk = (node) => {
    switch (node.type) {
      case 'yaml':
      case 'html':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return;
      case 'text':
      case 'inlineCode':
      case 'code':
        emit(node.value);
        return;
      case 'heading': {
        const outer = sink;
        sink = [];
        walkChildren(node);
        const text = squash(sink.join(''));
        sink = outer;
        // A translation's headings keep the English page's ids, by position, so links to a section work in every language.
        const id = englishIds ? (englishIds[facts.headings.length] ?? slugger.slug(text)) : slugger.slug(text);
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, id } };
        facts.headings.push({ depth: node.depth, text, id });
        lastHeading = { text, id };
        if (node.depth === 2 || node.depth === 3) facts.sections.push({ heading: { text, id }, text: '', components: [] });
        else emit(` ${text} `);
        return;
      }
      case 'link':
        facts.links.push(node.url);
        break;
      case 'table':
        if (!lastHeading) file.fail(TABLE_WITHOUT_HEADING, { place: node.position, source: 'remark-page-facts', ruleId: 'table-heading' });
        node.data = { ...node.data, hProperties: { ...node.data?.hProperties, 'aria-labelledby': lastHeading.id } };
        facts.tables.push({ heading: lastHeading });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const name = node.name ?? '';
        const attributes = stringAttributes(node);
        if (attributes.href) facts.links.push(attributes.href);
        facts.components.push({ name, attributes });
        if (UNSEARCHED_ELEMENTS.has(name)) {
          unsearched++;
          walkChildren(node);
          unsearched--;
          return;
        }
        if (unsearched === 0 && sink === null) section().components.push({ name, attributes });
        emit(' ');
        for (const child of node.children) {
          emit(' ');
          walk(child);
        }
        return;
      }
    }
    if ('children' in node) walkChildren(node);
  };

  walk(tree);
  for (const s of facts.sections) s.text = squash(s.text);
  return facts;
}

/** `export const facts = {...}` as an MDX ESM node. */
function factsExport(facts) {
  const declaration = {
    type: 'VariableDeclaration',
    kind: 'const',
    declarations: [{ type: 'VariableDeclarator', id: { type: 'Identifier', name: 'facts' }, init: valueToEstree(facts) }],
  };
  return {
    type: 'mdxjsEsm',
    value: '',
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{ type: 'ExportNamedDeclaration', declaration, specifiers: [], source: null, attributes: [] }],
      },
    },
  };
}

/** What a translated page whose headings do not match its English page's (count and levels) is told. */
export const HEADINGS_DIFFER = 'a translation has the same headings as its English page, in the same order and at the same levels';

/** content/translations/<language>/<folder>/<file>.mdx → content/<folder>/<file>.mdx (null for an English page). */
function englishSource(filePath) {
  const match = /^(.*)[\\/]translations[\\/][a-z]{2}[\\/]((?:wiki|guide|pages)[\\/][^\\/]+\.mdx)$/.exec(path.resolve(filePath));
  return match && fs.existsSync(path.join(match[1], match[2])) ? path.join(match[1], match[2]) : null;
}

function visitHeadings(node, found) {
  if (node.type === 'heading') found(node);
  for (const child of node.children ?? []) visitHeadings(child, found);
}

/** The remark plugin: see the file comment. */
export default function remarkPageFacts() {
  // The processor's own parser, so partials are read with the page's syntax extensions (MDX, GFM, frontmatter).
  const parse = (source) => this.parse(source);
  return (tree, file) => {
    const partials = [];
    if (file.path) inlinePartials(tree, file.path, parse, new Set([path.resolve(file.path)]), partials);
    const english = file.path && englishSource(file.path);
    let englishIds = null;
    if (english) {
      const englishTree = parse(fs.readFileSync(english, 'utf8'));
      inlinePartials(englishTree, english, parse, new Set([english]), []);
      const englishHeadings = collectFacts(englishTree, { fail() {} }).headings;
      englishIds = englishHeadings.map((h) => h.id);
      const own = [];
      visitHeadings(tree, (node) => own.push(node));
      const shape = (list) => list.map((d) => d).join(' ');
      if (shape(own.map((n) => n.depth)) !== shape(englishHeadings.map((h) => h.depth))) {
        file.fail(`${HEADINGS_DIFFER} (English: ${englishHeadings.map((h) => `${'#'.repeat(h.depth)} ${h.text}`).join(', ') || 'none'})`, { place: own[0]?.position, source: 'remark-page-facts', ruleId: 'translation-headings' });
      }
    }
    const facts = collectFacts(tree, file, englishIds);
    file.data.pageFacts = facts;
    file.data.partialFiles = partials;
    tree.children.push(factsExport(facts));
  };
}
