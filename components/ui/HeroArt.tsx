import { inlinePictureSrc } from '@/lib/site/inline-picture';

/**
 * The home page's hall artwork as a data: URI (2 KB gzipped), so it paints with the first frame and adds no DOM;
 * decorative, so alt is empty. `object-cover` matches the file's preserveAspectRatio "slice".
 */
export function HeroArt({ className = '' }: { className?: string }) {
  return <img src={inlinePictureSrc('/images/hero.svg')} alt="" className={`${className} object-cover`} />;
}
