import { bossRecord, gearRecord } from './records';

function NoteList({ notes }: { notes: string[] }) {
  if (notes.length === 0) return null;
  return (
    <ul>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}

/** A boss record's notes, for the page's "Notes on sources" block: `<BossNotes slug="gozul" />`. */
export function BossNotes({ slug }: { slug: string }) {
  return <NoteList notes={bossRecord(slug, 'BossNotes').notes} />;
}

/** A gear record's notes, for the page's "Notes on sources" block: `<GearNotes slug="minos-trident" />`. */
export function GearNotes({ slug }: { slug: string }) {
  return <NoteList notes={gearRecord(slug, 'GearNotes').notes} />;
}
