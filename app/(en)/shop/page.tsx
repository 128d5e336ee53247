import { Container, PageHeader } from '@/components/site/PageHeader';
import { Badge } from '@/components/ui/Badge';
import { FallbackImage } from '@/components/ui/FallbackImage';
import { getContent } from '@/lib/content';
import { formatNumber, formatPriceUsd } from '@/lib/model/format';
import { fixedPageMetadata } from '@/lib/site/page-metadata';

export const generateMetadata = () => fixedPageMetadata('shop', '/shop/');

export default function ShopPage() {
  const { shop, pages } = getContent();
  return (
    <Container>
      <PageHeader copy={pages.shop} />
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {shop.map((pack, index) => {
          const coins = `${formatNumber(pack.coins)} Coins`;
          return (
            <li key={pack.id} className="flex flex-col items-center rounded-xl border border-line bg-surface p-6 text-center">
              <FallbackImage src={pack.image} alt={coins} width={128} height={128} priority={index < 4} className="h-28 w-28 [image-rendering:pixelated]" />
              <p className="mt-4 font-display text-2xl text-gold">{formatPriceUsd(pack.priceUsd)}</p>
              <p className="text-text">{coins}</p>
              <Badge className="mt-3" tone="sky">
                {pages.shop.notice}
              </Badge>
            </li>
          );
        })}
      </ul>
    </Container>
  );
}
