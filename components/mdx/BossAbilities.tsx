import { getEntry } from '@/lib/content';
import { NamedEntryList } from '../ui/NamedEntryList';

/** The ability list of a boss record. */
export function BossAbilities({ slug }: { slug: string }) {
  return <NamedEntryList entries={getEntry('bosses', slug).abilities} className="space-y-2" />;
}
