import { GearTable } from '@/components/tools/GearTable.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/page-metadata';
import { GRADES } from '@/lib/schemas/gear';
import { gearRows } from '@/lib/tools/gear-rows';

export const metadata = fixedPageMetadata('tools-gear', '/tools/gear/');

export default function GearTablePage() {
  const content = getContent();
  const droppingBosses = content.bosses.filter((b) => b.drops.length > 0);
  const sources = [
    { value: 'boss', label: 'Any boss' },
    ...droppingBosses.map((b) => ({ value: b.slug, label: `${b.name} (Floor ${b.floor})` })),
    { value: 'kurobee', label: content.site.gearShop.label },
  ];
  return (
    <ToolFrame copy={content.pages['tools-gear']}>
      <GearTable rows={gearRows(content)} grades={[...GRADES]} sources={sources} />
      <p className="mt-4 text-sm text-muted">
        &ldquo;unknown&rdquo; marks a value no source gives for that item; a dash marks a stat that does not apply (attack for armor, armor for weapons). Both sort
        last whichever way you sort.
      </p>
    </ToolFrame>
  );
}
