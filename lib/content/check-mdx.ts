import { isMdxComponentName, MDX_COMPONENTS, type MdxRefKind } from '../mdx/component-names';
import { checkInternalLink, type RouteIndex } from '../routes';
import type { ContentProblem } from './errors';
import type { MdxOutline } from './mdx-outline';

/** The slugs an MDX reference kind may name, from sets built once per load. */
export type MdxRefSlugs = (kind: MdxRefKind) => ReadonlySet<string>;

/** Checks the links and the components of one MDX body. */
export function checkMdxBody(file: string, outline: MdxOutline, routes: RouteIndex, refSlugs: MdxRefSlugs, problems: ContentProblem[]) {
  for (const href of outline.links) {
    const problem = checkInternalLink(href, routes);
    if (problem) problems.push({ file, record: 'body', message: problem });
  }
  for (const { name, attributes } of outline.components) {
    if (!/^[A-Z]/.test(name)) continue; // HTML elements and fragments
    if (!isMdxComponentName(name)) {
      problems.push({ file, record: 'body', message: `unknown component <${name}> (available: ${Object.keys(MDX_COMPONENTS).join(', ')})` });
      continue;
    }
    const refs: Record<string, MdxRefKind> = MDX_COMPONENTS[name].refs;
    for (const [attribute, kind] of Object.entries(refs)) {
      const value = attributes[attribute];
      if (!value) problems.push({ file, record: 'body', message: `<${name}> needs a ${attribute}="…" attribute` });
      else if (!refSlugs(kind).has(value)) {
        problems.push({ file, record: 'body', message: `<${name} ${attribute}="${value}"> names a ${kind} record that does not exist` });
      }
    }
  }
}
