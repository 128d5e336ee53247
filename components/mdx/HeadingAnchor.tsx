import { Children, isValidElement, type ReactNode } from 'react';
import { getContent } from '@/lib/content';
import { fillTemplate } from '@/lib/model/template';

function textOf(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return textOf(node.props.children);
  return '';
}

/** A heading with a sibling, self-labelled "#" link, so the heading text stays clean for the outline and search. */
export function AnchoredHeading({ level, id, children }: { level: 2 | 3 | 4; id?: string; children: ReactNode }) {
  const Tag = `h${level}` as const;
  if (!id) return <Tag>{children}</Tag>;
  const text = textOf(Children.toArray(children));
  return (
    <div className="group/heading relative">
      <Tag id={id}>{children}</Tag>
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
