import { Children, isValidElement, type ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';
import { SteadyDisplayText } from '../ui/SteadyDisplayText';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/**
 * A heading with a sibling "#" link to itself. The link's visible "#" is hidden from screen readers and
 * it carries its own label, so the heading text stays clean for the outline and search.
 */
export function AnchoredHeading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  // Plain-text headings keep their lines when the display font lands; one with code or a link stays as written.
  const steady = typeof children === 'string';
  const shown = steady ? <SteadyDisplayText text={children} /> : children;
  const className = steady ? 'font-sans' : undefined;
  if (!id) return <Tag className={className}>{shown}</Tag>;
  const text = textOf(Children.toArray(children));
  return (
    <div className="group/heading relative">
      <Tag id={id} className={className}>{shown}</Tag>
      <a
        href={`#${id}`}
        className="heading-anchor absolute -left-6 top-0 hidden h-full items-center text-muted no-underline opacity-0 group-hover/heading:opacity-100 focus:opacity-100 md:flex"
      >
        <span aria-hidden="true">#</span>
        <span className="sr-only">{fillTemplate(getContent().site.labels.links.headingAnchor, { heading: text })}</span>
      </a>
    </div>
  );
}
