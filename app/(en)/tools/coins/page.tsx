import { pageNumbers } from '@/lib/site/page-language';
import { localHref } from '@/components/ui/Link';
import { CoinConverter } from '@/components/tools/CoinConverter.client';
import { ToolFrame } from '@/components/tools/ToolFrame';
import { WithoutScriptsNote } from '@/components/ui/WithoutScripts';
import { getContent, getEntry } from '@/lib/content';
import { gameValues } from '@/lib/game/values';
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
        tradeLimit={{
          text: gameValues(content)['koby-trade-limit']!,
          href: localHref(`/wiki/${economy.salvage.wiki}/`),
          npc: getEntry('wikiPages', economy.salvage.wiki, content).frontmatter.title,
        }}
        chef={getEntry('wikiPages', economy.restaurant.wiki, content).frontmatter.title}
        words={content.pages['tools-coins'].coins}
        copyWords={content.site.labels.links}
        withoutScripts={<WithoutScriptsNote>{content.site.labels.withoutScripts.calculator}</WithoutScriptsNote>}
      />
    </ToolFrame>
  );
}
