import Link from 'next/link';
import { memo, type ReactNode } from 'react';
import { CARD_STAT_LIMIT, type CardData } from '@/lib/records/filter';
import { FallbackImage } from '../ui/FallbackImage';
import { TagList, type TagWords } from './TagList';

export const CARD_TAG_LIMIT = 5;

/**
 * A record card whose title link covers the card, so "+N more" is not nested in a link. Memoised: a keystroke
 * re-renders only the cards that appear or move, not thousands.
 */
export const Card = memo(function Card({
  item,
  words,
  headingLevel = 3,
  showImage = true,
  beside,
  priority = false,
}: {
  item: CardData;
  words: TagWords;
  headingLevel?: 2 | 3;
  showImage?: boolean;
  /** Drawn beside the text (the wiki index's small picture), in place of the wide picture above it. */
  beside?: ReactNode;
  priority?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const stats = item.stats.slice(0, CARD_STAT_LIMIT);
  return (
    <article className={`group relative flex h-full overflow-hidden rounded-xl border border-line bg-surface transition-colors focus-within:border-sky hover:border-gold/70 ${beside ? '' : 'flex-col'}`}>
      {beside}
      {showImage && (
        <div className="aspect-video overflow-hidden bg-surface-2">
          <FallbackImage
            src={item.image}
            alt=""
            width={640}
            height={360}
            priority={priority}
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <Heading className="font-display text-lg text-text">
          <Link href={item.href} className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none group-hover:text-gold">
            {item.title}
          </Link>
        </Heading>
        <p className="text-sm text-muted">{item.description}</p>
        <div className="mt-auto flex flex-col gap-3">
          <TagList tags={item.tags} words={words} max={CARD_TAG_LIMIT} />
          {stats.length > 0 && (
            <dl className="grid grid-cols-2 gap-2 border-t border-line pt-3 text-sm">
              {stats.map((stat) => (
                <div key={stat.label}>
                  <dt className="text-xs uppercase tracking-wide text-muted">{stat.label}</dt>
                  <dd className="font-semibold text-gold">{stat.value}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </article>
  );
});
