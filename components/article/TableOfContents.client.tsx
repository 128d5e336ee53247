'use client';

import { useEffect, useRef, useState } from 'react';
import { tocIds, type TocEntry } from '@/lib/wiki/toc';

/** Tailwind's lg breakpoint, where a collapsible table of contents becomes an open sidebar. */
const DESKTOP = '(min-width: 64rem)';

/** The id of the section being read: the last heading above 30% of the viewport, or the last one at the page end. */
function sectionInView(targets: readonly HTMLElement[]): string {
  const line = window.innerHeight * 0.3;
  let current = targets[0]!.id;
  for (const target of targets) {
    if (target.getBoundingClientRect().top <= line) current = target.id;
    else break;
  }
  if (window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2) current = targets.at(-1)!.id;
  return current;
}

/**
 * On-page table of contents with scroll-spy (aria-current="location", one measurement per frame). `collapsible`:
 * a <details> on phones (works without JavaScript), opened after hydration for browsers without ::details-content.
 */
export function TableOfContents({
  entries,
  title,
  className = '',
  collapsible = false,
}: {
  entries: TocEntry[];
  title: string;
  className?: string;
  collapsible?: boolean;
}) {
  const [activeId, setActiveId] = useState<string | undefined>(entries[0]?.id);
  const details = useRef<HTMLDetailsElement>(null);

  useEffect(() => {
    const targets = tocIds(entries)
      .map((id) => document.getElementById(id))
      .filter((el): el is HTMLElement => !!el);
    if (targets.length === 0) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setActiveId(sectionInView(targets));
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [entries]);

  useEffect(() => {
    if (details.current && window.matchMedia(DESKTOP).matches) details.current.open = true;
  }, []);

  const renderEntries = (list: TocEntry[], nested = false) => (
    <ul className={nested ? 'ml-3 mt-1 space-y-1 border-l border-line pl-3' : 'space-y-1'}>
      {list.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            aria-current={entry.id === activeId ? 'location' : undefined}
            className="block rounded px-2 py-1 text-sm text-muted hover:text-gold aria-[current=location]:bg-surface-2 aria-[current=location]:font-semibold aria-[current=location]:text-gold"
          >
            {entry.text}
          </a>
          {entry.children.length > 0 && renderEntries(entry.children, true)}
        </li>
      ))}
    </ul>
  );

  const heading = <h2 className="mb-2 font-display text-sm uppercase tracking-wider text-gold">{title}</h2>;
  if (!collapsible) {
    return (
      <nav aria-label={title} className={className}>
        {heading}
        {renderEntries(entries)}
      </nav>
    );
  }
  return (
    <nav aria-label={title} className={className}>
      <details
        ref={details}
        className="rounded-lg border border-line bg-surface p-3 lg:border-0 lg:bg-transparent lg:p-0 lg:[&::details-content]:[content-visibility:visible]"
      >
        <summary className="cursor-pointer font-semibold text-text lg:hidden">{title}</summary>
        <div className="mt-3 lg:mt-0">
          <div className="hidden lg:block">{heading}</div>
          {renderEntries(entries)}
        </div>
      </details>
    </nav>
  );
}
