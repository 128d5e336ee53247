import { GradeName, GradeNames, InfusionName } from '../ui/GameCues';
import { FallbackImage } from '../ui/FallbackImage';
import { ScrollTable } from '../ui/ScrollTable';
import { abilityLabel } from '@/lib/records/facts';
import { Link } from '@/components/ui/Link';
import { Fragment, type ReactNode } from 'react';
import { getContent, getEntry } from '@/lib/content';
import { formatGraded, formatSigned } from '@/lib/model/format';
import { dropSourceText } from '@/lib/records/list-items';
import type { GearItem, GradedNumbers } from '@/lib/schemas/gear';
import { NotesOnSources } from './NotesOnSources';
import { GearNotes } from './RecordNotes';
import { fillTemplate } from '@/lib/model/template';
import type { SiteLabels } from '@/lib/schemas/labels';

type GearWords = SiteLabels['records']['gearStats'];

/** Values without a stated grade share one footnote per distinct note, so a repeated gap is explained once. */
function gapNotes(item: GearItem): string[] {
  const values: (GradedNumbers | undefined)[] = [item.weapon?.attackDamage, ...(item.armorPieces ?? []).flatMap((p) => [p.armor, p.toughness, p.knockbackResistance])];
  const notes = values.flatMap((v) => (v && 'unassigned' in v && Array.isArray(v.unassigned) ? [v.note as string] : []));
  return [...new Set(notes)];
}

/** The id of a gear item's nth footnote: unique on a page that shows several items. */
const noteId = (slug: string, n: number) => `${slug}-note-${n}`;

type Gaps = { slug: string; notes: string[] };

function GradedCells({ value, grades, gaps, words }: { value: GradedNumbers; grades: GearItem['grades']; gaps: Gaps; words: GearWords }) {
  if ('unassigned' in value && Array.isArray(value.unassigned)) {
    const n = gaps.notes.indexOf(value.note as string) + 1;
    // A link to the footnote, named "see note 1": a name on a <sup> itself is ignored, so readers heard "1".
    return (
      <td colSpan={grades.length}>
        {formatGraded(value, grades)}{' '}
        <sup>
          <a href={`#${noteId(gaps.slug, n)}`} aria-label={fillTemplate(words.seeNote, { number: n })} className="text-sky underline hover:text-gold">
            {n}
          </a>
        </sup>
      </td>
    );
  }
  const map = value as Partial<Record<string, number | 'unknown'>>;
  return (
    <>
      {grades.map((g) => (
        <td key={g}>{map[g] === undefined || map[g] === 'unknown' ? <span title={words.notKnown}>?</span> : map[g]}</td>
      ))}
    </>
  );
}

function GradedRow({ label, value, grades, gaps, words }: { label: string; value: GradedNumbers; grades: GearItem['grades']; gaps: Gaps; words: GearWords }) {
  return (
    <tr>
      <th scope="row" className="font-semibold text-text">
        {label}
      </th>
      <GradedCells value={value} grades={grades} gaps={gaps} words={words} />
    </tr>
  );
}

/** A per-grade table: leading column headers, then one column per grade. */
function GradeTable({ caption, leading, grades, children }: { caption: string; leading: string[]; grades: GearItem['grades']; children: ReactNode }) {
  return (
    <ScrollTable label={caption} caption={caption}>
      <thead>
        <tr>
          {[...leading, ...grades].map((heading) => (
            <th key={heading} scope="col">
              <GradeName grade={heading} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </ScrollTable>
  );
}

/** Everything a gear record says; `showNotes`, `picture` and `source` leave out what the page says elsewhere. */
export function GearStats({ slug, showNotes = false, picture = true, source = true }: { slug: string; showNotes?: boolean; picture?: boolean; source?: boolean }) {
  const item = getEntry('gear', slug);
  const { grades } = item;
  const gaps: Gaps = { slug: item.slug, notes: gapNotes(item) };
  const words = getContent().site.labels.records.gearStats;
  const showPicture = picture && item.image !== undefined;
  const facts: { label: string; value: ReactNode }[] = [
    { label: words.grades, value: <GradeNames grades={grades} separator=" / " /> },
    {
      label: words.infusion,
      value: (
        <>
          <Link href={`/wiki/${getContent().site.wikiPages.infusions}`} className="text-sky underline hover:text-gold">
            <InfusionName infusion={item.infusion} />
          </Link>
          {item.infusionNote && <span className="text-muted"> ({item.infusionNote})</span>}
        </>
      ),
    },
  ];
  if (item.weapon) {
    facts.push({ label: words.attackSpeed, value: item.weapon.attackSpeed });
    if (item.weapon.critChancePercent !== undefined) facts.push({ label: words.critChance, value: `${item.weapon.critChancePercent}%` });
    if (item.weapon.critMultiplier !== undefined) facts.push({ label: words.critMultiplier, value: formatSigned(item.weapon.critMultiplier) });
    if (item.weapon.range !== undefined) facts.push({ label: words.range, value: formatSigned(item.weapon.range) });
    if (item.weapon.sweepingChance !== undefined) facts.push({ label: words.sweepingChance, value: formatSigned(item.weapon.sweepingChance) });
  }
  if (source) facts.push({
    label: words.source,
    value:
      item.source.kind === 'boss' ? (
        item.source.bosses.map((bossSlug, i) => {
          const boss = getEntry('bosses', bossSlug);
          return (
            <Fragment key={bossSlug}>
              {i > 0 && ', '}
              <Link href={`/wiki/${boss.wiki}`} className="text-sky underline hover:text-gold">
                {boss.name}
              </Link>{' '}
              {fillTemplate(words.floor, { floor: boss.floor })}
            </Fragment>
          );
        })
      ) : (
        <Link href={`/wiki/${getEntry('npcs', getContent().site.gearShop.npc).wiki}`} className="text-sky underline hover:text-gold">
          {dropSourceText(item, getContent())}
        </Link>
      ),
  });

  return (
    <section aria-label={fillTemplate(words.label, { item: item.name })} className="not-prose my-6 space-y-4 rounded-xl border border-line bg-surface p-4" data-gear={item.slug}>
      <div className="flex flex-col gap-4 sm:flex-row-reverse sm:items-start">
        {showPicture && (
          // The whole scene, below the page's first view: its own file, loaded as it nears the view.
          <FallbackImage src={item.image} alt={item.name} width={640} height={360} className="aspect-video w-full rounded-lg border border-line bg-surface-2 object-cover sm:w-56 sm:shrink-0" />
        )}
        <dl className={`grid flex-1 gap-x-6 gap-y-2 text-sm ${showPicture ? '' : 'sm:grid-cols-2'}`}>
          {facts.map((f) => (
            <div key={f.label} className="flex justify-between gap-3 border-b border-line/60 pb-1">
              <dt className="text-muted">{f.label}</dt>
              <dd className="text-right font-semibold text-text">{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {item.weapon && (
        <GradeTable caption={fillTemplate(words.attackCaption, { item: item.name })} leading={[words.stat]} grades={grades}>
          <GradedRow label={words.attackDamage} value={item.weapon.attackDamage} grades={grades} gaps={gaps} words={words} />
        </GradeTable>
      )}
      {item.armorPieces && (
        <GradeTable caption={fillTemplate(words.armorCaption, { item: item.name })} leading={[words.piece, words.stat]} grades={grades}>
          {item.armorPieces.flatMap((piece) => {
            const lines = [
              [words.armor, piece.armor],
              [words.toughness, piece.toughness],
              [words.knockbackResistance, piece.knockbackResistance],
            ].filter((l): l is [string, GradedNumbers] => l[1] !== undefined);
            return lines.map(([label, value], i) => (
              <tr key={`${piece.name}-${label}`}>
                {i === 0 && (
                  <th scope="rowgroup" rowSpan={lines.length} className="font-semibold text-text">
                    {piece.name}
                  </th>
                )}
                <td className="text-muted">{label}</td>
                <GradedCells value={value} grades={grades} gaps={gaps} words={words} />
              </tr>
            ));
          })}
        </GradeTable>
      )}
      {item.abilities.length > 0 && (
        <div>
          <p className="font-display text-gold">{words.abilities}</p>
          <ul className="mt-2 space-y-2 text-sm">
            {item.abilities.map((a) => (
              <li key={a.name}>
                <strong className="text-text">{abilityLabel(a, getContent().site.labels.facts)}</strong>: <span className="text-text">{a.description}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="text-sm"><Link href={`/tools/gear/?q=${encodeURIComponent(item.name).replaceAll("'", '%27')}`} className="text-sky underline hover:text-gold">{words.compare}</Link></p>
      {gaps.notes.length > 0 && (
        <ol className="list-none space-y-1 pl-0 text-xs text-muted" aria-label={fillTemplate(words.notesLabel, { item: item.name })}>
          {gaps.notes.map((note, i) => (
            <li key={note} id={noteId(item.slug, i + 1)}>
              <sup>{i + 1}</sup> {note}
            </li>
          ))}
        </ol>
      )}
      {showNotes && item.notes.length > 0 && (
        <NotesOnSources>
          <GearNotes slug={item.slug} />
        </NotesOnSources>
      )}
    </section>
  );
}
