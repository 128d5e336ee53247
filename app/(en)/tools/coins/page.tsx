import { pageNumbers } from '@/lib/site/page-language';
import { CoinConverter } from '@/components/tools/CoinConverter.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent, getEntry } from '@/lib/content';
import { fixedPageMetadata } from '@/lib/site/page-metadata';
import { costLines } from '@/lib/game/costs';

export const generateMetadata = () => fixedPageMetadata('tools-coins', '/tools/coins/');

export default function CoinConverterPage() {
  const content = getContent();
  const { economy } = content;
  return (
    <ToolFrame copy={content.pages['tools-coins']}>
      <CoinConverter
        numbers={pageNumbers()}
        system={{ tiers: economy.coins.tiers, rate: economy.coins.rate, coinName: economy.coins.coinName }}
        costs={costLines(content, content.language.code)}
        chef={getEntry('wikiPages', economy.restaurant.wiki, content).frontmatter.title}
        words={content.pages['tools-coins'].coins}
        copyWords={content.site.labels.links}
        withoutScripts={<WithoutScriptsNote>{content.site.labels.withoutScripts.calculator}</WithoutScriptsNote>}
      />
    </ToolFrame>
  );
}
