import { Link } from '@/components/ui/Link';
import { Fragment } from 'react';
import { listSeparators } from '@/lib/model/format';
import { bossRecord, gearRecord } from './records';

/** A boss's drops as linked item names, "Minos Armor and Minos Trident": `<Drops boss="mezul" />`. */
export function Drops({ boss }: { boss: string }) {
  const items = bossRecord(boss, 'Drops').drops.map((slug) => gearRecord(slug, 'Drops'));
  const separators = listSeparators(items.length);
  return (
    <>
      {items.map((item, i) => (
        <Fragment key={item.slug}>
          {i > 0 && separators[i - 1]}
          <Link href={`/boss-drops/${item.slug}`}>{item.name}</Link>
        </Fragment>
      ))}
    </>
  );
}
