import { Link } from '@/components/ui/Link';
import { Fragment } from 'react';
import { getContent } from '@/lib/content';
import { inlineParts } from '@/lib/schemas/inline-links';
import type { RecordLine, RecordSection, RecordView } from '@/lib/schemas/record-body';
import { BossArenaTable } from './BossArenaTable';
import { CoinExchangeTable } from '../mdx/CoinExchangeTable';
import { GearAbilities } from './GearAbilities';
import { GearShopStock } from './GearShopStock';
import { NpcsHere } from './NpcsHere';
import { RestaurantMenu } from '../mdx/RestaurantMenu';
import { ShrineChallengeTable } from '../mdx/ShrineChallenges';
import { NotesOnSources } from '../mdx/NotesOnSources';
import type { DetailSection } from './RecordDetail';

const linkClass = 'text-sky underline hover:text-gold';

/** A sentence of record text with its [label](/path) links (lib/schemas/inline-links.ts). */
export function RecordText({ text }: { text: string }) {
  return inlineParts(text).map((part, i) =>
    'href' in part ? (
      <Link key={i} href={part.href} className={linkClass}>
        {part.label}
      </Link>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
}

/** A record's lines: each name in bold, then its text. */
export function RecordLines({ lines }: { lines: readonly RecordLine[] }) {
  return (
    <ul className="list-disc space-y-2 pl-6">
      {lines.map((line) => (
        <li key={line.name}>
          <strong className="text-emphasis">{line.name}</strong>: <RecordText text={line.text} />
        </li>
      ))}
    </ul>
  );
}

/** The table or list a section builds from other records (lib/schemas/record-body.ts names each kind). */
function RecordViewBody({ view, slug }: { view: RecordView; slug: string }) {
  switch (view.kind) {
    case 'restaurant-menu':
      return (
        <>
          <RestaurantMenu />
          <h3 className="font-display text-lg text-gold">{getContent().site.labels.records.restaurant.comingSoonLabel}</h3>
          <RestaurantMenu part="coming-soon" />
        </>
      );
    case 'restaurant-buffs':
      return <RestaurantMenu part="buffs" />;
    case 'coin-exchange':
      return <CoinExchangeTable />;
    case 'gear-shop':
      return <GearShopStock />;
    case 'boss-arena':
      return <BossArenaTable />;
    case 'shrine-challenges':
      return <ShrineChallengeTable />;
    case 'npcs-here':
      return <NpcsHere place={slug} />;
    case 'gear-abilities':
      return <GearAbilities abilities={view.abilities} />;
  }
}

/** A record's sections as the detail layout takes them: paragraphs, then lines, then its view. */
export function recordSections(sections: readonly RecordSection[], slug: string): DetailSection[] {
  return sections.map((section) => ({
    title: section.title,
    body: (
      <div className="space-y-3">
        {section.text.map((text) => (
          <p key={text}>
            <RecordText text={text} />
          </p>
        ))}
        {section.lines.length > 0 && <RecordLines lines={section.lines} />}
        {section.view && <RecordViewBody view={section.view} slug={slug} />}
      </div>
    ),
  }));
}

/** Where sources disagree about what a view shows: the menu's notes go with a page that shows the menu. */
function viewNotes(sections: readonly RecordSection[]): readonly string[] {
  const showsMenu = sections.some((s) => s.view?.kind === 'restaurant-menu' || s.view?.kind === 'restaurant-buffs');
  return showsMenu ? getContent().economy.restaurant.notes : [];
}

/** A record's notes and those of the tables its sections show, in the page's closing "Notes on sources" block; nothing when sources agree. */
export function RecordNotesBlock({ notes, sections }: { notes: readonly string[]; sections: readonly RecordSection[] }) {
  const all = [...notes, ...viewNotes(sections)];
  if (all.length === 0) return null;
  return (
    <NotesOnSources>
      <ul>
        {all.map((note) => (
          <li key={note}>
            <RecordText text={note} />
          </li>
        ))}
      </ul>
    </NotesOnSources>
  );
}
