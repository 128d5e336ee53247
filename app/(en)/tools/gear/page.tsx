import { pageNumbers } from '@/lib/site/page-language';
import { GearTable } from '@/components/tools/GearTable.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { GRADES } from '@/lib/schemas/gear';
import { gearRows } from '@/lib/tools/gear-rows';
import { fillTemplate } from '@/lib/model/template';

export const generateMetadata = () => fixedPageMetadata('tools-gear', '/tools/gear/');

export default function GearTablePage() {
  const content = getContent();
  const copy = content.pages['tools-gear'];
  const words = copy.gear;
  const droppingBosses = content.bosses.filter((b) => b.drops.length > 0);
  const sources = [
    { value: 'boss', label: words.anyBoss },
    ...droppingBosses.map((b) => ({ value: b.slug, label: fillTemplate(words.bossOption, { boss: b.name, floor: b.floor }) })),
    { value: 'kurobee', label: content.site.gearShop.label },
  ];
  return (
    <ToolFrame copy={copy}>
      <GearTable numbers={pageNumbers()} rows={gearRows(content)} grades={[...GRADES]} sources={sources} words={words} copyWords={content.site.labels.links} withoutScripts={<WithoutScriptsNote>{content.site.labels.withoutScripts.tableFilters}</WithoutScriptsNote>} />
      <p className="mt-4 text-sm text-muted">{words.legend}</p>
    </ToolFrame>
  );
}
